import { OCR_MESSAGES } from '@yardline/domain/gate/ocr';
import { Alert, App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePurgeOcr } from '../api/ocr.ts';

/** Doc 2 §2: empties the gate's OCR queue; a reason is required (doc 2 §5's message). */
export function PurgeOcrModal({
  gateId,
  count,
  onClose,
}: {
  gateId: number;
  count: number;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const purge = usePurgeOcr(gateId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const submit = () => {
    if (!reason.trim()) {
      setReasonError(OCR_MESSAGES.purgeReason);
      return;
    }
    purge.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (answer) => {
          message.success(answer.responsestatus);
          onClose();
        },
        onError: (error) => setReasonError(errorMessage(error)),
      },
    );
  };
  return (
    <Modal
      open
      title="Purge OCR data"
      okText="Purge"
      okButtonProps={{ danger: true, loading: purge.isPending }}
      onCancel={onClose}
      onOk={submit}
    >
      <Typography.Paragraph>{`All ${count} queued OCR records of this gate will be removed.`}</Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        autoFocus
        maxLength={200}
      />
      {reasonError && <Alert type="error" showIcon title={reasonError} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
