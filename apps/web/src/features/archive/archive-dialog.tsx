import { ARCHIVE_MESSAGES, latestCutOff } from '@yardline/domain/archive/archive';
import { Alert, App, DatePicker, Flex, Modal, Progress, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { useArchiveData } from './api/archive-data.ts';

/**
 * Archive database (doc 3 §2, §5, §8; superadmin): a cut-off at most 2 months back, defaulting
 * to it, and a confirmation before anything moves. While it runs, a bar shows the boxes archived
 * so far, from the run's `archive.progress` events.
 */
export function ArchiveDialog({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const latest = dayjs(latestCutOff(new Date()).toISOString().slice(0, 10));
  const [cutOff, setCutOff] = useState<Dayjs>(latest);
  const [problem, setProblem] = useState<string>();
  const archive = useArchiveData();
  const [progress, setProgress] = useState<{ archived: number; total: number }>();

  useLiveEvents(['archive.progress'], (event) => {
    if (archive.isPending && event.type === 'archive.progress') setProgress(event.data);
  });
  const percent =
    progress && progress.total > 0
      ? Math.min(100, Math.floor((100 * progress.archived) / progress.total))
      : 0;

  const run = () => {
    setProgress(undefined);
    archive.mutate(
      { cutOffDate: cutOff.format('YYYY-MM-DD'), userName },
      {
        onSuccess: (answer) => {
          message.success(
            `${ARCHIVE_MESSAGES.finished}: ${answer.totalArchived} containers archived.`,
          );
          onClose();
        },
        onError: (error) => setProblem(`${ARCHIVE_MESSAGES.failed}. ${errorMessage(error)}`),
      },
    );
  };

  const confirm = () =>
    modal.confirm({
      title: 'Archive data?',
      content: `Containers dispatched before ${cutOff.format('D MMM YYYY')}, with their movements and tasks, move to the archive.`,
      okText: 'Archive',
      onOk: run,
    });

  return (
    <Modal
      open
      title="Archive database"
      okText="Archive"
      onOk={confirm}
      confirmLoading={archive.isPending}
      onCancel={onClose}
      cancelButtonProps={{ disabled: archive.isPending }}
      mask={{ closable: !archive.isPending }}
    >
      <Flex vertical gap={8}>
        <Typography.Text id="archive-cut-off">Cut-off date (at most 2 months back)</Typography.Text>
        <DatePicker
          aria-labelledby="archive-cut-off"
          value={cutOff}
          allowClear={false}
          disabledDate={(day) => day.isAfter(latest, 'day')}
          onChange={(day) => day && setCutOff(day)}
        />
        {archive.isPending && (
          <div>
            <Progress percent={percent} status="active" aria-label="Archive progress" />
            <Typography.Text type="secondary">
              {progress
                ? `${progress.archived.toLocaleString('en')} of ${progress.total.toLocaleString('en')} containers archived`
                : 'Archiving, a batch at a time…'}
            </Typography.Text>
          </div>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Modal>
  );
}
