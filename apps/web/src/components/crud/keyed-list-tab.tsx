import { UploadOutlined } from '@ant-design/icons';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import {
  type KeyedListApi,
  useDeleteKeyedRow,
  useKeyedList,
  useSaveKeyedRow,
  useUploadKeyedList,
} from '../../api/keyed-lists.ts';
import { useMetadata } from '../../api/metadata.ts';
import { UploadDialog } from '../upload-dialog.tsx';
import { UploadOutcome } from '../upload-outcome.tsx';
import { DeleteWithConfirm } from './delete-with-confirm.tsx';
import { FormModal } from './form-modal.tsx';
import { RecordList } from './record-list.tsx';
import { actionsColumn, EditLink } from './row-actions.tsx';
import { type TextField, TextFields } from './text-fields.tsx';

interface KeyedListTabProps<Row extends z.ZodType> {
  /** "PLA card mapping", for titles and messages. */
  noun: string;
  api: KeyedListApi<Row>;
  fields: TextField[];
  userName: string;
  /** Who may add, change and upload rows (`edit`), and delete them (`remove`). */
  rights: { edit: boolean; remove: boolean };
}

type KeyedRow = Record<string, string> & { id: number };

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** The noun opening a message: "permanent trailer" → "Permanent trailer saved." */
const sentence = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

/**
 * A keyed list as a tab (the Trailers screen's plaCards and permanentTrailers): search, pages,
 * add, edit, delete and upload.
 */
export function KeyedListTab<Row extends z.ZodType>({
  noun,
  api,
  fields,
  userName,
  rights,
}: KeyedListTabProps<Row>) {
  const metadata = useMetadata();
  const pageSize = (metadata.data ?? DEFAULT_METADATA).paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [editing, setEditing] = useState<{ row: KeyedRow | undefined }>();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<CardUploadAnswer>();
  const [form] = Form.useForm<Record<string, string>>();
  const list = useKeyedList(api, { page, pageSize, searchText });
  const save = useSaveKeyedRow(api);
  const remove = useDeleteKeyedRow(api);
  const upload = useUploadKeyedList(api, userName);

  const columns: TableColumnsType<KeyedRow> = fields.map((field) => ({
    title: field.label,
    dataIndex: field.name,
  }));
  if (rights.edit) {
    columns.push(
      actionsColumn((row) => {
        const name = row[fields[0]?.name ?? ''] ?? '';
        return (
          <>
            <EditLink row={name} onClick={() => setEditing({ row })} />
            {rights.remove && (
              <DeleteWithConfirm
                question={`Are you sure you want to delete this ${noun}?`}
                remove={remove}
                variables={row.id}
                deleted={`${sentence(noun)} deleted.`}
                row={name}
              />
            )}
          </>
        );
      }),
    );
  }

  return (
    <RecordList<KeyedRow>
      label={`${noun}s`}
      columns={columns}
      rows={list.data?.entities as KeyedRow[] | undefined}
      loading={list.isPending}
      error={list.error}
      paging={{ page, pageSize, total: list.data?.totalCount, onPage: setPage }}
      addLabel={`Add ${noun}`}
      {...(rights.edit ? { onAdd: () => setEditing({ row: undefined }) } : {})}
      filters={
        <Input.Search
          aria-label={`Search ${noun}s`}
          allowClear
          onSearch={(value) => {
            setSearchText(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 300 }}
        />
      }
      actions={
        rights.edit && (
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
            Upload
          </Button>
        )
      }
      notice={
        uploaded && (
          <UploadOutcome
            answer={uploaded}
            title={
              uploaded.status === 'success'
                ? `${rows(uploaded.saved)} saved.`
                : `Nothing was saved: ${rows(uploaded.errors.length)} refused.`
            }
            onClose={() => setUploaded(undefined)}
          />
        )
      }
    >
      {editing && (
        <FormModal
          form={form}
          name="card"
          title={editing.row ? `Edit ${noun}` : `Add ${noun}`}
          initialValues={editing.row ?? {}}
          save={save}
          toVariables={(values) => ({ id: editing.row?.id, values })}
          // Doc 3 §8: the server's status is shown when it is not success.
          saved={() => `${sentence(noun)} saved.`}
          onClose={() => setEditing(undefined)}
        >
          <TextFields fields={fields} />
        </FormModal>
      )}
      <UploadDialog<CardUploadAnswer>
        open={uploading}
        title={`Upload ${noun}s`}
        onUpload={upload}
        onDone={(answer) => {
          setUploaded(answer);
          setUploading(false);
        }}
        onClose={() => setUploading(false)}
      />
    </RecordList>
  );
}
