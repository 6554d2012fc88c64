import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * A report's date range to the minute (the gate reports, OCR differences). Times are epoch
 * milliseconds; an end left open shows as now. Both ends are always set: it cannot be cleared.
 */
export function ReportRangePicker({
  startDate,
  endDate,
  onChange,
}: {
  startDate: number;
  endDate?: number;
  onChange(range: { startDate: number; endDate: number }): void;
}) {
  return (
    <DatePicker.RangePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      allowClear={false}
      aria-label="From – to"
      value={[dayjs(startDate), dayjs(endDate)]}
      onChange={(value) => {
        const [from, to] = (value ?? []) as [Dayjs | null, Dayjs | null];
        if (from && to) onChange({ startDate: from.valueOf(), endDate: to.valueOf() });
      }}
    />
  );
}
