import { Alert, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useYardLayout } from '../../../api/yard-layout.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { type AreaSummary, summariseArea, yardTotals } from '../area-summary.ts';

const count = (value: number) => value.toLocaleString();
const byNumber = (key: 'rows' | 'cells' | 'maxHeight' | 'totalSlots') => ({
  sorter: (a: AreaSummary, b: AreaSummary) => a[key] - b[key],
  align: 'right' as const,
  render: count,
});

const COLUMNS: TableColumnsType<AreaSummary> = [
  {
    title: 'Area',
    dataIndex: 'name',
    sorter: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }),
    defaultSortOrder: 'ascend',
  },
  { title: 'Rows', dataIndex: 'rows', ...byNumber('rows') },
  { title: 'Cells', dataIndex: 'cells', ...byNumber('cells') },
  { title: 'Max height', dataIndex: 'maxHeight', ...byNumber('maxHeight') },
  { title: 'Total slots', dataIndex: 'totalSlots', ...byNumber('totalSlots') },
  {
    title: '40 ft pairs',
    dataIndex: 'fortyFootPairs',
    render: (pairs: boolean) => (pairs ? 'Yes' : 'No'),
    filters: [
      { text: 'Yes', value: true },
      { text: 'No', value: false },
    ],
    onFilter: (value, area) => area.fortyFootPairs === value,
  },
];

/** The yard's areas from GET /rest/yard/layout, with totals. */
export function YardLayoutTable() {
  const layout = useYardLayout();
  const areas = useMemo(() => layout.data?.areaLayouts.map(summariseArea) ?? [], [layout.data]);
  const totals = useMemo(() => yardTotals(areas), [areas]);

  if (layout.isError) {
    return <Alert type="error" showIcon title={errorMessage(layout.error)} />;
  }

  return (
    <Table<AreaSummary>
      aria-label="Yard areas"
      rowKey="areaId"
      size="small"
      bordered
      columns={COLUMNS}
      dataSource={areas}
      loading={layout.isPending}
      pagination={false}
      sticky
      summary={() =>
        areas.length > 0 && (
          <Table.Summary fixed>
            <Table.Summary.Row style={{ fontWeight: 600 }}>
              <Table.Summary.Cell index={0}>Total: {count(totals.areas)} areas</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {count(totals.rows)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {count(totals.cells)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {count(totals.maxHeight)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {count(totals.totalSlots)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5}>{totals.fortyFootAreas} with pairs</Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
