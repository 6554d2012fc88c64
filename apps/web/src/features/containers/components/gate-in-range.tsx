import { Input, Space, Typography } from 'antd';
import { fromLocalInput, toLocalInput } from '../../../lib/date-time.ts';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/** The All tab's date filter on gate-in (default one year back to now, doc 1 §9). */
export function GateInRange({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const field = (label: string, key: keyof DateRange) => (
    <Input
      type="datetime-local"
      size="small"
      aria-label={label}
      value={toLocalInput(range[key])}
      onChange={(event) => {
        if (event.target.value) onChange({ ...range, [key]: fromLocalInput(event.target.value) });
      }}
      style={{ width: 200 }}
    />
  );
  return (
    <Space wrap>
      <Typography.Text>Gated in from</Typography.Text>
      {field('Gated in from', 'fromDate')}
      <Typography.Text>to</Typography.Text>
      {field('Gated in to', 'toDate')}
    </Space>
  );
}
