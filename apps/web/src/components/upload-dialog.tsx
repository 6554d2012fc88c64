import { InboxOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@yardline/domain/files/upload';
import { Alert, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api-error.ts';

export interface UploadDialogProps<Answer> {
  open: boolean;
  title: string;
  /** Options shown above the file (check boxes that become form fields). */
  children?: ReactNode;
  okText?: string;
  /** Sends the chosen file; reports the percentage of it sent. */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<Answer>;
  /** The server's answer, after a successful upload. */
  onDone: (answer: Answer) => void;
  onClose: () => void;
}

const MAX_MB = UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/**
 * Every batch upload (gate-in, dispatch, inventory sync): one .xlsx or .csv, the bytes sent shown
 * as they go, the server's refusal (size, rows, type) shown as it says it.
 */
export function UploadDialog<Answer>({
  open,
  title,
  children,
  okText = 'Upload',
  onUpload,
  onDone,
  onClose,
}: UploadDialogProps<Answer>) {
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const running = percent !== undefined;

  const submit = async () => {
    if (!file) return setProblem('Choose a file to upload.');
    if (file.size > UPLOAD_LIMITS.maxBytes) {
      return setProblem(`The file is larger than ${MAX_MB} MB.`);
    }
    setProblem(undefined);
    setPercent(0);
    try {
      onDone(await onUpload(file, setPercent));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={submit}
      okButtonProps={{ loading: running, disabled: !file }}
      onCancel={onClose}
      cancelButtonProps={{ disabled: running }}
      mask={{ closable: !running }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {children}
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          disabled={running}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setProblem(undefined);
            // Kept here and sent on OK, with the options.
            return false;
          }}
          onRemove={() => setFile(undefined)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Click or drag an .xlsx or .csv file here</p>
          <Typography.Text type="secondary">
            At most {MAX_MB} MB and {UPLOAD_LIMITS.maxRows.toLocaleString('en')} rows.
          </Typography.Text>
        </Upload.Dragger>
        {running && <Progress percent={percent} status="active" aria-label="Upload progress" />}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Modal>
  );
}
