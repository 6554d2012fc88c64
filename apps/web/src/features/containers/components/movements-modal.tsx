import type { HistoryEntry, HistoryKind } from '@yardline/domain/containers/container-history';
import { Alert, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useContainerHistory } from '../api/container-history.ts';
import { changesInWords } from './history-changes.ts';

const KIND_LABELS: Record<HistoryKind, string> = {
  'gate-in': 'Gate-in',
  move: 'Move',
  dispatch: 'Dispatch',
  edit: 'Edit',
  relabel: 'Area renamed',
  delete: 'Deleted',
};

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Numbers, slots and times stay whole on one line, however narrow the column. */
const whole = { whiteSpace: 'nowrap' } as const;
const unbroken = (value: unknown) => <span style={whole}>{show(value)}</span>;

/** An edit's changes, one per line, in words (history-changes.ts). */
function ChangeLines({ changes }: { changes: HistoryEntry['changes'] }) {
  const said = changesInWords(changes);
  return (
    <>
      {said.changes.map(({ label, before, after }) => (
        <div key={label}>
          {label}: <span style={whole}>{before}</span> → <span style={whole}>{after}</span>
        </div>
      ))}
      {said.checkDigitSkipped && <div>Saved with a check digit that does not match, as asked</div>}
    </>
  );
}

const columns: TableColumnsType<HistoryEntry> = [
  { title: 'When', dataIndex: 'at', render: (at: string) => unbroken(formatDateTime(at)) },
  { title: 'What', dataIndex: 'kind', render: (kind: HistoryKind) => KIND_LABELS[kind] },
  { title: 'From', dataIndex: 'from', render: unbroken },
  { title: 'To', dataIndex: 'to', render: unbroken },
  {
    title: 'Move',
    dataIndex: 'shifting',
    render: (shifting: boolean | null) =>
      shifting === null ? (
        ''
      ) : shifting ? (
        <Tag color="orange">Shifting</Tag>
      ) : (
        <Tag color="green">Productive</Tag>
      ),
  },
  { title: 'By', dataIndex: 'by', render: show },
  {
    title: 'Where',
    key: 'where',
    render: (_, entry) => [entry.source, entry.machine].filter(Boolean).join(' · '),
  },
  {
    title: 'Changes',
    dataIndex: 'changes',
    render: (changes: HistoryEntry['changes']) => <ChangeLines changes={changes} />,
  },
];

/** The movements modal (doc 1 §2): every gate-in, move, edit and dispatch of the number. */
export function MovementsModal({ number, onClose }: { number: string; onClose: () => void }) {
  const history = useContainerHistory(number);
  return (
    <Modal open title={`Movements of ${number}`} footer={null} onCancel={onClose} width={1000}>
      {history.error && <Alert type="error" showIcon title={errorMessage(history.error)} />}
      <Table<HistoryEntry>
        aria-label={`Movements of ${number}`}
        size="small"
        rowKey={(entry) => `${entry.kind}-${entry.at}-${entry.containerId}-${entry.to}`}
        loading={history.isLoading}
        dataSource={history.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ y: 480 }}
      />
    </Modal>
  );
}
