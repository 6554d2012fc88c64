import { BellFilled } from '@ant-design/icons';
import { formatContainerNumber } from '@yardline/domain/containers/container-number';
import type { ContainerRecord } from '@yardline/domain/containers/container-records';
import { MAX_LOCATION_UPDATES, SELECTION_FULL } from '@yardline/domain/yard/location-update';
import { Button, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { formatDateTime } from '../../../lib/date-time.ts';

export interface RowActions {
  onHistory: (record: ContainerRecord) => void;
  /** Absent for a user without create/update/delete. */
  onEdit?: (record: ContainerRecord) => void;
  onDelete?: (record: ContainerRecord) => void;
}

interface ContainerTableProps extends RowActions {
  label: string;
  rows: ContainerRecord[];
  loading: boolean;
  selected: ReadonlyMap<number, ContainerRecord>;
  onSelect: (record: ContainerRecord, on: boolean) => void;
}

/** A dense table of boxes; at most 10 can be selected for the location actions (doc 1 §5). */
export function ContainerTable(props: ContainerTableProps) {
  const { rows, selected, onSelect, onHistory, onEdit, onDelete } = props;
  const full = selected.size >= MAX_LOCATION_UPDATES;
  const columns: TableColumnsType<ContainerRecord> = [
    {
      title: 'Container No.',
      dataIndex: 'containerNumber',
      render: (number: string, record) => (
        <Space size={4}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onHistory(record)}>
            {formatContainerNumber(number)}
          </Button>
          {record.archived && <Tag>Archived</Tag>}
          {record.movementAlert && (
            <Tooltip title="Movement alert">
              <BellFilled aria-label="Movement alert" style={{ color: '#d46b08' }} />
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: 'Size', dataIndex: 'sizeName', width: 50 },
    { title: 'Type', dataIndex: 'sizeType', width: 60 },
    { title: 'Location', dataIndex: 'location', render: (value: string | null) => value ?? '—' },
    { title: 'Tier', dataIndex: 'stackIndex', width: 45 },
    { title: 'Gate-in', dataIndex: 'addeddate', render: formatDateTime },
    { title: 'Last moved', dataIndex: 'lastMovedDate', render: formatDateTime },
    { title: 'Moved by', dataIndex: 'locationUpdatedBy' },
    { title: 'Dispatched', dataIndex: 'dispatchDate', render: formatDateTime },
    { title: 'IGM', dataIndex: 'igm' },
    { title: 'Item', dataIndex: 'item', width: 50 },
    { title: 'Liner', dataIndex: 'liner' },
    { title: 'Customer', dataIndex: 'customer' },
    { title: 'Category', dataIndex: 'category' },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, record) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => onHistory(record)}>
            Movements
          </Button>
          {onEdit && !record.archived && (
            <Button size="small" type="link" onClick={() => onEdit(record)}>
              Edit
            </Button>
          )}
          {onDelete && !record.archived && (
            <Button size="small" type="link" danger onClick={() => onDelete(record)}>
              Delete
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<ContainerRecord>
      aria-label={props.label}
      size="small"
      rowKey="id"
      dataSource={rows}
      columns={columns}
      loading={props.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...selected.keys()],
        hideSelectAll: true,
        getCheckboxProps: (record) => {
          const refused = full && !selected.has(record.id);
          return {
            disabled: refused,
            // A greyed box says why on hover, as the counter above the table does.
            title: refused ? SELECTION_FULL : undefined,
            'aria-label': `Select ${record.containerNumber}`,
          };
        },
        onSelect: (record, on) => onSelect(record, on),
      }}
    />
  );
}
