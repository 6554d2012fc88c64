import { allowanceTotals, forcedAllowance } from '@yardline/domain/cha/allowance';
import { InputNumber, Table, Typography } from 'antd';

export interface AllowanceRow {
  activityId: number;
  activityName: string;
  allowedCount: number;
  allowed20: number;
  allowed40: number;
  gatedInCount: number;
}

type CountField = 'allowed20' | 'allowed40' | 'allowedCount';

const count = (value: number | null) => Math.max(0, Math.trunc(value ?? 0));

/**
 * Allowed deliveries by delivery type (doc 1 "CHA vehicles"): 20 ft and 40 ft counts and the
 * vehicles allowed, forced to at least their sum, with the totals summed underneath.
 */
export function AllowanceTable({
  rows,
  editable,
  onChange,
}: {
  rows: AllowanceRow[];
  editable: boolean;
  onChange: (rows: AllowanceRow[]) => void;
}) {
  const change = (activityId: number, field: CountField, value: number, force: boolean) =>
    onChange(
      rows.map((row) => {
        if (row.activityId !== activityId) return row;
        const next = { ...row, [field]: value };
        return force ? forcedAllowance(next) : next;
      }),
    );
  // The vehicles field is forced when it is left, so typing "12" is not cut short at "1".
  const input = (row: AllowanceRow, field: CountField, label: string) => (
    <InputNumber
      size="small"
      min={0}
      max={100_000}
      precision={0}
      disabled={!editable}
      value={row[field]}
      aria-label={`${label} for ${row.activityName}`}
      onChange={(value) => change(row.activityId, field, count(value), field !== 'allowedCount')}
      onBlur={() => change(row.activityId, field, row[field], true)}
      style={{ width: 96 }}
    />
  );
  const totals = allowanceTotals(rows);

  return (
    <Table<AllowanceRow>
      size="small"
      bordered
      pagination={false}
      rowKey="activityId"
      dataSource={rows}
      aria-label="Allowed deliveries"
      columns={[
        { title: 'Delivery type', dataIndex: 'activityName' },
        {
          title: '20 ft',
          align: 'right',
          render: (_, row) => input(row, 'allowed20', 'Allowed 20 ft'),
        },
        {
          title: '40 ft',
          align: 'right',
          render: (_, row) => input(row, 'allowed40', 'Allowed 40 ft'),
        },
        {
          title: 'Vehicles allowed',
          align: 'right',
          render: (_, row) => input(row, 'allowedCount', 'Vehicles allowed'),
        },
        { title: 'Gated in', dataIndex: 'gatedInCount', align: 'right' },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>Total</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <span data-testid="total-20">{totals.allowed20}</span>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <span data-testid="total-40">{totals.allowed40}</span>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <span data-testid="total-allowed">{totals.allowedCount}</span>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            {totals.gatedInCount}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
