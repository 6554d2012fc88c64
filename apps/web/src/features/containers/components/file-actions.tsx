import { isAdmin, type RoleKey } from '@yardline/domain/auth/roles';
import { ERP_SYNC_MESSAGES } from '@yardline/domain/inventory/erp-sync';
import { App, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { UploadDialog } from '../../../components/upload-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { type BatchKind, uploadBatch } from '../api/batch-upload.ts';
import { useSyncWithErp } from '../api/erp-sync.ts';

const TITLES: Record<BatchKind, string> = {
  'gate-in': 'Batch gate-in',
  dispatch: 'Batch dispatch',
  sync: 'Sync inventory',
};

const FILE_HELP: Record<BatchKind, string> = {
  'gate-in':
    'Columns: Container number, Size, Gate-in type, Trailer number, Trailer tag (Tag, Type, IGM, Item optional).',
  dispatch: 'Columns: Container number (Gate pass, Force dispatch reason optional).',
  sync: 'Columns: Container number, Location (a slot such as A_01_02_1).',
};

/**
 * The containers screen's file actions (doc 1 §2): batch gate-in and dispatch, inventory sync
 * (compare with the stored data, update), each answered with a report to download; and Sync with
 * ERP for admins while the metadata allows it, after a confirmation.
 */
export function FileActions({ user }: { user: { userName: string; roleKey: RoleKey } }) {
  const { modal, message } = App.useApp();
  const erpEnabled = useMetadata().data?.enableInventorySyncToErp ?? false;
  const erp = useSyncWithErp();
  const [open, setOpen] = useState<BatchKind>();
  const [readAt, setReadAt] = useState(0);
  const [compareWithDb, setCompareWithDb] = useState(true);
  const [update, setUpdate] = useState(false);

  const start = (kind: BatchKind) => {
    setReadAt(Date.now());
    setOpen(kind);
  };

  const showReport = (title: string, answer: { message: string; generatedReport: string }) =>
    modal.info({
      title,
      width: 520,
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>{answer.message}</Typography.Text>
          <a href={answer.generatedReport} download>
            Download the report
          </a>
        </Flex>
      ),
    });

  const confirmErp = () =>
    modal.confirm({
      title: 'Sync with ERP',
      content: "Send the yard's inventory to the ERP now?",
      okText: 'Sync',
      onOk: () =>
        erp.mutateAsync().then(
          (answer) =>
            answer.responsestatus === 'false'
              ? message.error(ERP_SYNC_MESSAGES.failure, 5)
              : message.success(ERP_SYNC_MESSAGES.success, 5),
          (error) => message.error(errorMessage(error), 5),
        ),
    });

  return (
    <>
      <Button onClick={() => start('gate-in')}>Batch gate-in</Button>
      <Button onClick={() => start('dispatch')}>Batch dispatch</Button>
      <Button onClick={() => start('sync')}>Sync inventory</Button>
      {isAdmin(user.roleKey) && erpEnabled && (
        <Button onClick={confirmErp} loading={erp.isPending}>
          Sync with ERP
        </Button>
      )}
      {open && (
        <UploadDialog<{ message: string; generatedReport: string }>
          open
          title={TITLES[open]}
          okText={open === 'sync' ? 'Sync' : 'Upload'}
          onClose={() => setOpen(undefined)}
          onUpload={(file, onProgress) =>
            uploadBatch(
              open,
              file,
              { user: user.userName, update, compareWithDb, lastUpdated: readAt },
              onProgress,
            )
          }
          onDone={(answer) => {
            setOpen(undefined);
            showReport(TITLES[open], answer);
          }}
        >
          <Typography.Text type="secondary">{FILE_HELP[open]}</Typography.Text>
          {open === 'sync' && (
            <Flex gap={16}>
              <Checkbox
                checked={compareWithDb}
                onChange={(e) => setCompareWithDb(e.target.checked)}
              >
                Compare with stored data
              </Checkbox>
              <Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)}>
                Update locations
              </Checkbox>
            </Flex>
          )}
        </UploadDialog>
      )}
    </>
  );
}
