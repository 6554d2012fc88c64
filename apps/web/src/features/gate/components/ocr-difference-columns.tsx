import { CAMERA_LABELS } from '@yardline/domain/devices/gates.schema';
import {
  OCR_DIFFERENCE_FIELDS,
  type OcrDifferenceRow,
} from '@yardline/domain/gate/ocr-differences';
import type { TableColumnsType } from 'antd';
import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';

const mono = { fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' } as const;
const time = (iso: string) => <span style={mono}>{dayjs(iso).format('YYYY-MM-DD HH:mm:ss')}</span>;
const fieldName = (field: string) =>
  OCR_DIFFERENCE_FIELDS[field as keyof typeof OCR_DIFFERENCE_FIELDS] ?? field;
const cameraName = (camId: string) => CAMERA_LABELS[camId as keyof typeof CAMERA_LABELS] ?? camId;

/** Images: a link per camera that has one; the camera's name alone when the portal sent none. */
function Images({ images }: { images: OcrDifferenceRow['images'] }) {
  if (images.length === 0) return <Typography.Text type="secondary">none</Typography.Text>;
  return (
    <Flex gap={6} wrap>
      {images.map((image) =>
        image.url ? (
          <Typography.Link key={image.camId} href={image.url} target="_blank" rel="noreferrer">
            {cameraName(image.camId)}
          </Typography.Link>
        ) : (
          <Typography.Text key={image.camId} type="secondary">
            {cameraName(image.camId)}
          </Typography.Text>
        ),
      )}
    </Flex>
  );
}

export const DIFFERENCE_COLUMNS: TableColumnsType<OcrDifferenceRow> = [
  { title: 'Reported', dataIndex: 'reportedAt', render: time },
  { title: 'Field', dataIndex: 'field', render: (field: string) => <Tag>{fieldName(field)}</Tag> },
  {
    title: 'OCR read',
    dataIndex: 'suggested',
    render: (value: string) => (
      <Typography.Text delete style={mono}>
        {value || '—'}
      </Typography.Text>
    ),
  },
  {
    title: 'Corrected to',
    dataIndex: 'actual',
    render: (value: string) => (
      <Typography.Text strong style={mono}>
        {value || '—'}
      </Typography.Text>
    ),
  },
  { title: 'Gate', dataIndex: 'gate' },
  { title: 'Device', dataIndex: 'deviceId' },
  { title: 'Read at', dataIndex: 'readAt', render: time },
  { title: 'Gate pass', dataIndex: 'gatePass', render: (value: string | null) => value ?? '—' },
  {
    title: 'Images',
    dataIndex: 'images',
    render: (images: OcrDifferenceRow['images']) => <Images images={images} />,
  },
  { title: 'Reported by', dataIndex: 'userName' },
];
