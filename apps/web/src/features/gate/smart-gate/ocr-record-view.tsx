import { OCR_MESSAGES, OCR_PLACEHOLDER, type OcrRecord } from '@yardline/domain/gate/ocr';
import { Alert, Descriptions, Tag, Typography } from 'antd';

/** What the portal read (and the corrected number), with what the yard knows of that box. */
export function OcrRecordView({ record }: { record: OcrRecord }) {
  const { data } = record;
  const corrected = data.containerToShow !== data.containerNumber;
  const notDetected = data.containerToShow === OCR_PLACEHOLDER;
  return (
    <Descriptions size="small" column={2} style={{ marginTop: 8 }} aria-label="OCR read">
      <Descriptions.Item label="Read">
        <Typography.Text code>{data.containerNumber}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="Container">
        <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 16 }}>
          {data.containerToShow}
        </Typography.Text>
        {corrected && !notDetected && (
          <Tag color="orange" style={{ marginLeft: 8 }}>
            corrected
          </Tag>
        )}
      </Descriptions.Item>
      {notDetected && (
        <Descriptions.Item label="OCR" span={2}>
          <Alert type="warning" showIcon title={OCR_MESSAGES.notDetected} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Size">{data.containerSize ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Trailer">{data.trailerNumber}</Descriptions.Item>
      <Descriptions.Item label="In the yard">
        {data.inYard ? `yes, ${data.location}` : 'no'}
      </Descriptions.Item>
      <Descriptions.Item label="Gate pass">
        {data.litmusResult.gatePass ? data.litmusResult.gatePass.gatePass : 'none'}
      </Descriptions.Item>
      <Descriptions.Item label="Confidence">
        {data.confidence === null ? '—' : `${data.confidence} %`}
      </Descriptions.Item>
      <Descriptions.Item label="Read at">
        {new Date(record.timestamp).toLocaleTimeString()}
      </Descriptions.Item>
    </Descriptions>
  );
}
