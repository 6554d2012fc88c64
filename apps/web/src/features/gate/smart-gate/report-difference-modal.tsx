import { OCR_MESSAGES, OCR_PLACEHOLDER, type OcrRecord } from '@yardline/domain/gate/ocr';
import {
  changedFields,
  OCR_DIFFERENCE_FIELDS,
  OCR_DIFFERENCE_MESSAGES,
  type OcrDifferenceField,
} from '@yardline/domain/gate/ocr-differences';
import type { InputRef } from 'antd';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useReportOcrDifference } from '../api/ocr.ts';

/** What the record suggested for each field: the corrected number, the size, the trailer. */
const readOf = (record: OcrRecord): Record<OcrDifferenceField, string> => ({
  containerNumber:
    record.data.containerToShow === OCR_PLACEHOLDER
      ? record.data.containerNumber
      : record.data.containerToShow,
  containerSize: record.data.containerSize ?? '',
  trailerNumber: record.data.trailerNumber === 'NA' ? '' : record.data.trailerNumber,
});

/**
 * A gate admin reports what OCR read wrong on this record (doc 2 §7 "report OCR difference"):
 * each field starts as OCR read it, the admin corrects the wrong ones and Enter sends the
 * corrected fields. The reports are listed on the OCR differences screen.
 */
export function ReportDifferenceModal({
  gateId,
  record,
  onClose,
  onReported,
}: {
  gateId: number;
  record: OcrRecord;
  onClose: () => void;
  onReported: () => void;
}) {
  const { message } = App.useApp();
  const report = useReportOcrDifference(gateId);
  const read = readOf(record);
  const [corrected, setCorrected] = useState(read);
  const [problem, setProblem] = useState<string>();
  const first = useRef<InputRef>(null);

  const send = () => {
    const differences = changedFields(read, corrected);
    const number = differences.find((row) => row.field === 'containerNumber');
    const trouble =
      differences.length === 0
        ? OCR_DIFFERENCE_MESSAGES.nothingDiffers
        : number && number.actual.length !== 11
          ? OCR_MESSAGES.correctNumber
          : undefined;
    if (trouble) {
      setProblem(trouble);
      return;
    }
    report.mutate(
      { recordId: record.id, differences },
      {
        onSuccess: () => {
          message.success(OCR_DIFFERENCE_MESSAGES.reported);
          onReported();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title="Report OCR difference"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      // The modal focuses itself as it opens; the admin types the correction straight away.
      afterOpenChange={(open) => open && first.current?.focus()}
    >
      <Typography.Paragraph type="secondary">
        Each field shows what OCR read. Correct the wrong ones, then press Enter.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={send} aria-label="Report OCR difference">
        {(Object.keys(OCR_DIFFERENCE_FIELDS) as OcrDifferenceField[]).map((field, index) => (
          <Form.Item
            key={field}
            label={OCR_DIFFERENCE_FIELDS[field]}
            htmlFor={`ocr-difference-${field}`}
            extra={`OCR read: ${read[field] || '—'}`}
          >
            <Input
              id={`ocr-difference-${field}`}
              ref={index === 0 ? first : undefined}
              autoComplete="off"
              maxLength={field === 'containerSize' ? 4 : 20}
              value={corrected[field]}
              onChange={(event) => {
                setProblem(undefined);
                setCorrected((current) => ({
                  ...current,
                  [field]: event.target.value.toUpperCase(),
                }));
              }}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
        ))}
        {problem && <Alert role="alert" type="error" showIcon title={problem} />}
        <Form.Item style={{ marginTop: 12, marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={report.isPending}>
            Report difference
          </Button>{' '}
          <Button onClick={onClose}>Cancel</Button>
        </Form.Item>
      </Form>
    </Modal>
  );
}
