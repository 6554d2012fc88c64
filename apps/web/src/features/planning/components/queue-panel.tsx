import { QuestionCircleOutlined } from '@ant-design/icons';
import { counted } from '@yardline/domain/common/counted';
import type {
  Plan,
  QueuedContainer,
  SlotSuggestions,
  SuggestedPlan,
} from '@yardline/domain/planning/planning-api';
import { Alert, Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import type { DraftSlots } from '../plan-slots.ts';
import { QueueTable } from './queue-table.tsx';

interface QueuePanelProps {
  tab: 'plan' | 'edit';
  /** Plan tab: a search of the queue was asked for (Enter or the button). */
  onSearch: (search: string) => void;
  plans: Plan[];
  plansLoading: boolean;
  /** Edit Plan tab: the stored plan on screen, and a plan picked in its place. */
  editingId: number | undefined;
  onPickPlan: (id: number) => void;
  containers: QueuedContainer[];
  loading: boolean;
  draft: DraftSlots;
  selectedId: number | undefined;
  onSelect: (containerId: number | undefined) => void;
  onReset: (containerId: number) => void;
  onExplain: (container: QueuedContainer) => void;
  /** The container the next slot goes to, and the engine's first suggestion for it. */
  target: QueuedContainer | undefined;
  suggestion: SlotSuggestions['suggestions'][number] | undefined;
  onExplainSuggestion: () => void;
  /** A slot's name typed for the target: true when it was given. */
  onTypedSlot: (name: string) => boolean;
  unallotted: SuggestedPlan['unallotted'] | undefined;
  onCloseUnallotted: () => void;
}

/**
 * The planning screen's queue (doc 3 §2, §4): the search (Plan) or the stored plan picked (Edit
 * Plan), the containers with their slots, who the next slot goes to with the engine's suggestion
 * and a slot typed by name, and the containers auto-assign left unallotted.
 */
export function QueuePanel({
  tab,
  onSearch,
  plans,
  plansLoading,
  editingId,
  onPickPlan,
  containers,
  loading,
  draft,
  selectedId,
  onSelect,
  onReset,
  onExplain,
  target,
  suggestion,
  onExplainSuggestion,
  onTypedSlot,
  unallotted,
  onCloseUnallotted,
}: QueuePanelProps) {
  const [searchText, setSearchText] = useState('');
  const [typedSlot, setTypedSlot] = useState('');
  return (
    <>
      {tab === 'plan' ? (
        <Input.Search
          aria-label="Search queued containers"
          placeholder="Container, IGM, job order number or liner"
          allowClear
          enterButton="Search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => onSearch(value.trim())}
        />
      ) : (
        <Select
          aria-label="Plan to edit"
          placeholder="Choose a plan"
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          value={editingId}
          loading={plansLoading}
          options={plans.map((plan) => ({
            value: plan.id,
            label: `${plan.name} (${plan.plannedContainers.length})`,
          }))}
          onChange={onPickPlan}
        />
      )}
      <QueueTable
        containers={containers}
        loading={loading}
        draft={draft}
        editingId={editingId}
        selectedId={selectedId}
        targetId={target?.containerId}
        plans={plans}
        onSelect={onSelect}
        onReset={onReset}
        onExplain={onExplain}
      />
      {target && (
        <Flex gap={6} align="center" wrap>
          <Typography.Text>
            Next slot goes to <strong>{target.containerNumber}</strong> ({target.size} ft)
          </Typography.Text>
          {suggestion && (
            <Button
              size="small"
              icon={<QuestionCircleOutlined aria-hidden />}
              onClick={onExplainSuggestion}
            >
              Suggested {suggestion.location} ({suggestion.matchPercent} %): why?
            </Button>
          )}
          <Input
            aria-label="Slot to assign"
            placeholder="Type a slot, e.g. A_01_02_1, then Enter"
            size="small"
            style={{ width: 250 }}
            value={typedSlot}
            onChange={(event) => setTypedSlot(event.target.value)}
            onPressEnter={() => onTypedSlot(typedSlot) && setTypedSlot('')}
          />
        </Flex>
      )}
      {unallotted && unallotted.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: onCloseUnallotted }}
          title={`Unallotted: ${counted(unallotted.length, 'container')} found no slot`}
          description={unallotted.map((c) => c.containerNumber).join(', ')}
        />
      )}
    </>
  );
}
