import type { DispatchReportRow, GateInReportRow } from '@yardline/domain/gate/gate-reports';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';

// Dense rows: numbers, tags and times never wrap, and line up in a monospaced face.
const mono = { fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' } as const;
const time = (iso: string) => <span style={mono}>{dayjs(iso).format('YYYY-MM-DD HH:mm')}</span>;
const number = (value: string | null) => <span style={mono}>{value}</span>;

export const DISPATCH_COLUMNS: TableColumnsType<DispatchReportRow> = [
  { title: 'Dispatched', dataIndex: 'dispatchedAt', render: time },
  { title: 'Container', dataIndex: 'containerNumber', render: number },
  { title: 'Size/type', dataIndex: 'sizeType' },
  { title: 'Exit process', dataIndex: 'exitProcess' },
  { title: 'Exit tag', dataIndex: 'exitTag', render: number },
  { title: 'Trailer', dataIndex: 'trailerNumber', render: number },
  { title: 'Trailer tag', dataIndex: 'trailerTag', render: number },
  { title: 'Gate', dataIndex: 'gate' },
  { title: 'Gate pass', dataIndex: 'gatePass' },
  { title: 'Force reason', dataIndex: 'forceDispatchReason', ellipsis: true },
  { title: 'User', dataIndex: 'userName' },
];

export const GATE_IN_COLUMNS: TableColumnsType<GateInReportRow> = [
  { title: 'Gated in', dataIndex: 'gatedInAt', render: time },
  { title: 'Container', dataIndex: 'containerNumber', render: number },
  { title: 'Size', dataIndex: 'containerSize' },
  { title: 'Type', dataIndex: 'containerType' },
  { title: 'Purpose', dataIndex: 'purpose' },
  { title: 'Tag', dataIndex: 'tag', render: number },
  { title: 'Trailer', dataIndex: 'trailerNumber', render: number },
  { title: 'Trailer tag', dataIndex: 'trailerTag', render: number },
  { title: 'PLA card', dataIndex: 'plaCard' },
  { title: 'Location', dataIndex: 'location', render: number },
  { title: 'CHA', dataIndex: 'cha', ellipsis: true },
  { title: 'User', dataIndex: 'userName' },
];
