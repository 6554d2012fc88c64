import { MACHINE_STATUSES } from '@yardline/domain/machines/machine.schema';
import { Form, InputNumber, Select, Space } from 'antd';

/** A rule checked when the field loses focus: refused with `taken(value)` if `exists(value)`. */
export const uniqueOnBlur = (
  exists: (value: string) => Promise<boolean>,
  taken: (value: string) => string,
) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const trimmed = value?.trim();
    if (!trimmed) return;
    if (await exists(trimmed)) throw new Error(taken(trimmed));
  },
});

/** Working, Idle or Break-Down (doc 2 §4), under the form field `name`. */
export const StatusField = ({ name }: { name: string }) => (
  <Form.Item label="Status" name={name}>
    <Select
      aria-label="Status"
      style={{ width: 160 }}
      options={MACHINE_STATUSES.map((status) => ({ value: status, label: status }))}
    />
  </Form.Item>
);

/** Latitude and longitude, both optional, under the form fields named. */
export const PositionFields = ({ lat, lng }: { lat: string; lng: string }) => (
  <Space size={16}>
    <Form.Item label="Latitude" name={lat}>
      <InputNumber min={-90} max={90} step={0.0001} style={{ width: 160 }} />
    </Form.Item>
    <Form.Item label="Longitude" name={lng}>
      <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
    </Form.Item>
  </Space>
);
