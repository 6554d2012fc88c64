import type { GateType } from '@yardline/domain/devices/gates.schema';
import type { OcrRecord } from '@yardline/domain/gate/ocr';
import { Alert, Badge, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { OcrRecordView } from './ocr-record-view.tsx';
import { PurgeOcrModal } from './purge-ocr-modal.tsx';
import { ReportDifferenceModal } from './report-difference-modal.tsx';

/**
 * The OCR record card: the queue's length, the record the clerk works on, and the queue's
 * actions (the out-gate's gate pass check, skip, purge with a reason; a gate admin's report of
 * what OCR read wrong, flagged on the record once sent).
 */
export function OcrRecordCard({
  gateId,
  type,
  record,
  count,
  error,
  mayReport,
  onGatePass,
  onSkip,
}: {
  gateId: number;
  type: GateType;
  record: OcrRecord | null;
  /** The queue's length; undefined while it loads. */
  count: number | undefined;
  error: unknown;
  /** A gate admin (doc 2 §6): may report OCR differences. */
  mayReport: boolean;
  onGatePass: () => void;
  onSkip: () => void;
}) {
  const [purging, setPurging] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState<number>();
  return (
    <Card
      size="small"
      title="OCR record"
      style={{ flex: '1 1 420px' }}
      extra={<Badge count={count ?? 0} showZero color="#1677ff" title="Queued OCR records" />}
    >
      {error ? <Alert type="error" showIcon title={errorMessage(error)} /> : null}
      <Typography.Text aria-label="Queued OCR records">
        Queued OCR records: {count ?? '…'}
      </Typography.Text>
      {record && reported === record.id && (
        <Tag color="purple" style={{ marginLeft: 8 }}>
          Difference reported
        </Tag>
      )}
      {record ? (
        <OcrRecordView record={record} />
      ) : count === undefined ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Waiting for the next truck: a read shows here as soon as the portal sends it.
        </Typography.Paragraph>
      )}
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        {type === 'OUT' && (
          <Button onClick={onGatePass} disabled={!record}>
            Gate pass
          </Button>
        )}
        <Button onClick={onSkip} disabled={!record}>
          Skip record
        </Button>
        {mayReport && (
          <Button onClick={() => setReporting(true)} disabled={!record}>
            Report difference
          </Button>
        )}
        <Button danger disabled={!count} onClick={() => setPurging(true)}>
          Purge OCR data
        </Button>
      </Flex>
      {reporting && record && (
        <ReportDifferenceModal
          gateId={gateId}
          record={record}
          onClose={() => setReporting(false)}
          onReported={() => {
            setReported(record.id);
            setReporting(false);
          }}
        />
      )}
      {purging && count !== undefined && (
        <PurgeOcrModal gateId={gateId} count={count} onClose={() => setPurging(false)} />
      )}
    </Card>
  );
}
