import { counted } from '@yardline/domain/common/counted';
import {
  type ExportFormat,
  type ExportMode,
  exportRows,
  type StoredFile,
} from '@yardline/domain/files/export';
import { Alert, Flex, InputNumber, Modal, Progress, Radio, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../lib/api-error.ts';
import { useLiveEvents } from '../lib/use-live-events.ts';
import { downloadFile } from './download-file.ts';

export interface ExportDialogProps {
  open: boolean;
  /** What is exported, for the title ("Export containers"). */
  what: string;
  currentPage: number;
  pageSize: number;
  pageCount: number;
  /** Asks the server for the file: rows from `offset`, `limit` of them (none: to the end). */
  onExport: (request: {
    format: ExportFormat;
    offset: number;
    limit: number | undefined;
  }) => Promise<StoredFile>;
  onClose: () => void;
}

/**
 * Every list's export (doc 1 §5): the current page, all, or a page range, as .xlsx or .csv. While
 * the server writes the file its progress arrives over the event stream; the finished file
 * downloads with the session.
 */
export function ExportDialog({
  open,
  what,
  currentPage,
  pageSize,
  pageCount,
  onExport,
  onClose,
}: ExportDialogProps) {
  const [mode, setMode] = useState<ExportMode>();
  const [fromPage, setFromPage] = useState<number | null>(null);
  const [toPage, setToPage] = useState<number | null>(null);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [problem, setProblem] = useState<string>();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ rows: number; total: number | null }>();

  useLiveEvents(['export.progress'], (event) => {
    if (running && event.type === 'export.progress') setProgress(event.data);
  });

  const submit = async () => {
    const rows = exportRows({ mode, currentPage, fromPage, toPage, pageSize, pageCount });
    if ('error' in rows) return setProblem(rows.error);
    setProblem(undefined);
    setRunning(true);
    setProgress(undefined);
    try {
      const file = await onExport({ format, ...rows });
      downloadFile(file);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setRunning(false);
    }
  };

  const percent = progress?.total
    ? Math.min(100, Math.floor((100 * progress.rows) / progress.total))
    : undefined;

  return (
    <Modal
      open={open}
      title={`Export ${what}`}
      okText="Export"
      onOk={submit}
      okButtonProps={{ loading: running }}
      onCancel={onClose}
      cancelButtonProps={{ disabled: running }}
      mask={{ closable: !running }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Radio.Group
          aria-label="Pages to export"
          value={mode}
          onChange={(event) => setMode(event.target.value)}
          options={[
            { value: 'current', label: `Current page (${currentPage})` },
            { value: 'all', label: `All (${counted(pageCount, 'page')})` },
            { value: 'range', label: 'Page range' },
          ]}
        />
        {mode === 'range' && (
          <Flex gap={8} align="center">
            <InputNumber
              aria-label="From page"
              placeholder="From"
              value={fromPage}
              onChange={setFromPage}
            />
            <Typography.Text>to</Typography.Text>
            <InputNumber
              aria-label="To page"
              placeholder="To"
              value={toPage}
              onChange={setToPage}
            />
          </Flex>
        )}
        <Segmented<ExportFormat>
          aria-label="File format"
          value={format}
          onChange={setFormat}
          options={[
            { value: 'xlsx', label: 'Excel (.xlsx)' },
            { value: 'csv', label: 'CSV (.csv)' },
          ]}
        />
        {running && (
          <div>
            <Progress percent={percent ?? 0} status="active" showInfo={percent !== undefined} />
            <Typography.Text type="secondary">
              {progress
                ? `${counted(progress.rows, 'row')} written${
                    progress.total === null ? '' : ` of ${progress.total.toLocaleString('en')}`
                  }`
                : 'Preparing the file…'}
            </Typography.Text>
          </div>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Modal>
  );
}
