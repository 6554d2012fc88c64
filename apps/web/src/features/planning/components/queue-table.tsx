import type { Plan, QueuedContainer } from '@yardline/domain/planning/planning-api';
import { Button, Flex, Table, Tag } from 'antd';
import type { DraftSlots } from '../plan-slots.ts';

interface QueueTableProps {
  containers: QueuedContainer[];
  loading: boolean;
  draft: DraftSlots;
  editingId: number | undefined;
  selectedId: number | undefined;
  /** The container the next clicked slot goes to. */
  targetId: number | undefined;
  plans: readonly Plan[];
  onSelect: (containerId: number | undefined) => void;
  onReset: (containerId: number) => void;
  onExplain: (container: QueuedContainer) => void;
}

/**
 * The searched containers (doc 3 §3 "Queued container"), each with the slot it was given on
 * screen or by another plan; a radio picks the one the next slot goes to.
 */
export function QueueTable({
  containers,
  loading,
  draft,
  editingId,
  selectedId,
  targetId,
  plans,
  onSelect,
  onReset,
  onExplain,
}: QueueTableProps) {
  const planName = new Map(plans.map((plan) => [plan.id, plan.name]));
  return (
    <Table<QueuedContainer>
      size="small"
      rowKey="containerId"
      aria-label="Queued containers"
      loading={loading}
      dataSource={containers}
      pagination={{ pageSize: 12, size: 'small', showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: 'No container is waiting for a slot.' }}
      rowClassName={(c) => (c.containerId === targetId ? 'planning-target' : '')}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === undefined ? [] : [selectedId],
        onChange: (keys) => onSelect(keys[0] as number | undefined),
        getCheckboxProps: (c) => ({ 'aria-label': `Select ${c.containerNumber}` }),
      }}
      tableLayout="fixed"
      columns={[
        {
          title: 'Container',
          key: 'container',
          width: 150,
          render: (_, c) => (
            <Flex vertical gap={0}>
              <strong className="planning-number">{c.containerNumber}</strong>
              <small className="planning-muted">
                {c.size} ft · {c.liner ?? 'liner unknown'}
                {c.category ? ` · ${c.category}` : ''}
              </small>
            </Flex>
          ),
        },
        {
          title: 'IGM · job order',
          key: 'igm',
          width: 104,
          render: (_, c) => (
            <Flex vertical gap={0}>
              <span>{c.igmNumber ?? '—'}</span>
              <small className="planning-muted">{c.jobOrderNumber ?? '—'}</small>
            </Flex>
          ),
        },
        {
          title: 'Slot · order · reason',
          key: 'slot',
          ellipsis: true,
          render: (_, c) => {
            const slot = draft.get(c.containerId);
            if (slot) {
              return (
                <Flex vertical gap={0} title={slot.reason ?? undefined}>
                  <span>
                    <strong>{slot.location}</strong> · #{slot.order}
                    {slot.matchPercent !== undefined && ` · ${slot.matchPercent} %`}
                  </span>
                  {slot.reason && <small className="planning-muted">{slot.reason}</small>}
                </Flex>
              );
            }
            if (c.planId !== null && c.planId !== editingId) {
              return <Tag>In plan {planName.get(c.planId) ?? c.planId}</Tag>;
            }
            return <span className="planning-muted">—</span>;
          },
        },
        {
          title: '',
          key: 'actions',
          width: 112,
          render: (_, c) => (
            <Flex gap={4}>
              <Button
                size="small"
                aria-label={`Why: suggestions for ${c.containerNumber}`}
                onClick={() => onExplain(c)}
              >
                Why
              </Button>
              {draft.has(c.containerId) && (
                <Button
                  size="small"
                  aria-label={`Reset ${c.containerNumber}`}
                  onClick={() => onReset(c.containerId)}
                >
                  Reset
                </Button>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
