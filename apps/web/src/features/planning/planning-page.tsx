import { useQueryClient } from '@tanstack/react-query';
import { canWrite, decide, enterpriseUnlocked } from '@yardline/domain/auth/can';
import type { LiveEvent } from '@yardline/domain/events/live-events';
import { planningRefreshMs, type QueuedContainer } from '@yardline/domain/planning/planning-api';
import { holdsBySlot, SLOT_HOLD_MESSAGES } from '@yardline/domain/yard/slot-holds';
import { parseLocation } from '@yardline/domain/yard/slot-key';
import { Alert, App, Flex, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SESSION_KEY, useHealth } from '../../api/health.ts';
import { useMetadata } from '../../api/metadata.ts';
import { useSlotHolds } from '../../api/slot-holds.ts';
import { EnterpriseLock } from '../../components/enterprise-lock.tsx';
import { useYardModel } from '../../components/yard-grid/use-yard-model.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { plansQueryKey, usePlans } from './api/plans.ts';
import { queuedQueryKey, useQueuedContainers } from './api/queued-containers.ts';
import { type ScreenPlan, suggestionsQueryKey, useSuggestions } from './api/suggestions.ts';
import { weightsQueryKey } from './api/weights.ts';
import { getPlanningYardContainers } from './api/yard-containers.ts';
import { ExplanationModal } from './components/explanation-modal.tsx';
import type { PlanPointer } from './components/plan-area-grid.tsx';
import { PlanGridPanel } from './components/plan-grid-panel.tsx';
import { PlanLegend } from './components/plan-legend.tsx';
import { PlanToolbar } from './components/plan-toolbar.tsx';
import { PlanningHeader } from './components/planning-header.tsx';
import { QueuePanel } from './components/queue-panel.tsx';
import { WeightsModal } from './components/weights-modal.tsx';
import {
  assignableLocation,
  containerToAssign,
  isUnassigned,
  plannedSlots,
  slotPlace,
} from './plan-slots.ts';
import { usePlanDraft } from './use-plan-draft.ts';
import './planning-page.css';

type Tab = 'plan' | 'edit';

const PLANNING_YARD = {
  queryKey: [SESSION_KEY, 'planning', 'yard-containers'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getPlanningYardContainers(signal),
};
const PLAN_EVENTS = [
  'plan.changed',
  'planning.changed',
  'container.gated-in',
  'container.dispatched',
  'container.edited',
  'container.deleted',
  'container.moved',
] as const;
const NO_KEYS: ReadonlySet<string> = new Set();
const MANUAL_REASON = 'Chosen by the planner';

/**
 * `/planning` (doc 3 §2, §4, §5): tabs Plan and Edit Plan beside the yard grid by area, row, cell
 * and height. A click on a free slot on top of its stack gives it to the selected container (or
 * the first searched one without a slot); the engine's suggestion for the selected container is
 * outlined and its reasons are a click away. Saving, deleting and auto-assign are enterprise
 * features; the grid and the plans follow other users' changes through the event stream.
 */
export function PlanningPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const health = useHealth();
  const metadata = useMetadata();
  const user = health.data;
  const unlocked = user ? enterpriseUnlocked(user, user.enterpriseVersion) : true;
  const mayChange = user ? canWrite(user) : false;
  const mayWeigh = user
    ? decide({ area: 'planning', write: true, level: 'admin' }, user, true) === 'allowed'
    : false;
  const refresh = planningRefreshMs(
    user?.enterpriseVersion ?? false,
    metadata.data?.dataRefreshRate ?? 0,
  );

  const yard = useYardModel(true, PLANNING_YARD);
  const { model } = yard;
  const plans = usePlans(refresh);
  const holds = useSlotHolds();

  const [tab, setTab] = useState<Tab>('plan');
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<number>();
  const plan = usePlanDraft();
  const { slots: draft, dirty, load: loadPlan, guard } = plan;
  const [selectedId, setSelectedId] = useState<number>();
  const [explained, setExplained] = useState<QueuedContainer>();
  const [weightsOpen, setWeightsOpen] = useState(false);

  const queued = useQueuedContainers(tab === 'plan' ? search : '', refresh);
  const editing = plans.data?.find((stored) => stored.id === editingId);
  const containers = useMemo<QueuedContainer[]>(() => {
    const all = queued.data ?? [];
    return tab === 'plan' ? all : all.filter((c) => c.planId === editingId);
  }, [queued.data, tab, editingId]);
  const numbers = useMemo(
    () => new Map(containers.map((c) => [c.containerId, c.containerNumber])),
    [containers],
  );

  // The plan being edited is read again when another screen changes it, unless slots are unsaved.
  useEffect(() => {
    if (tab !== 'edit' || dirty) return;
    if (editingId !== undefined && plans.data && !editing) {
      setEditingId(undefined);
      void message.info('The plan was deleted on another screen.');
    }
    loadPlan(editing);
  }, [tab, editing, editingId, plans.data, dirty, loadPlan, message]);

  useLiveEvents(PLAN_EVENTS, (event: LiveEvent) => {
    if (event.type === 'plan.changed' || event.type === 'reload') {
      void readAgain(queryClient, { queryKey: plansQueryKey });
    }
    // Another admin's new weights score the next suggestion: this screen's is asked again too.
    if (event.type === 'planning.changed' && event.data.of === 'weights') {
      void readAgain(queryClient, { queryKey: weightsQueryKey });
    }
    void readAgain(queryClient, { queryKey: queuedQueryKey });
    // A slot another screen planned or filled is no longer the engine's to suggest.
    void readAgain(queryClient, { queryKey: suggestionsQueryKey });
  });

  const planned = useMemo(
    () =>
      model
        ? plannedSlots(model, plans.data ?? [], editingId, draft, numbers, holds.data?.holds)
        : [],
    [model, plans.data, editingId, draft, numbers, holds.data],
  );
  const target = containerToAssign(containers, draft, editingId, selectedId);
  const selected = containers.find((c) => c.containerId === selectedId);
  // The engine's suggestion for the selected container (or the next to assign), outlined.
  const asked = selected && isUnassigned(selected, draft, editingId) ? selected : target;
  const screen = useMemo<ScreenPlan>(() => ({ draft, planId: editingId }), [draft, editingId]);
  const suggestion = useSuggestions(asked?.containerId, screen);
  const suggested = useMemo(() => {
    const first = suggestion.data?.suggestions[0];
    return first ? new Set(parseLocation(first.location)) : NO_KEYS;
  }, [suggestion.data]);

  const assign = (container: QueuedContainer, location: string, reason = MANUAL_REASON) => {
    plan.assign(container.containerId, location, reason);
    if (selectedId === container.containerId) setSelectedId(undefined);
  };

  const onSlot = useCallback(
    (pointer: PlanPointer) => {
      if (!model) return;
      const area = model.areas[pointer.area];
      const cell = area && pointer.slot.row * area.shape.columns + pointer.slot.column;
      const slotName =
        area && `${area.cellNames[cell ?? 0]}_${pointer.slot.tier + model.startHeight}`;
      if (!target) {
        void message.info('Every searched container has a slot: search for more, or reset one.');
        return;
      }
      const location = assignableLocation(model, planned, pointer.area, pointer.slot, target.size);
      if (!location) {
        void message.warning(
          `${slotName} cannot take ${target.containerNumber} (${target.size} ft): pick a highlighted slot.`,
        );
        return;
      }
      assign(target, location);
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: assign is made anew each render
    [model, planned, target, message, assign],
  );

  /**
   * Gives a container the slot named (a typed `A_01_02_1`, a suggestion's location) when the grid
   * says it can take it; true when it did.
   */
  const placeNamed = (container: QueuedContainer, named: string, reason?: string): boolean => {
    if (!model) return false;
    const key = named.trim().toUpperCase().split(',')[0] ?? '';
    const place = slotPlace(model, key);
    const area = place && model.areas[place.area];
    const location =
      place &&
      area &&
      assignableLocation(
        model,
        planned,
        place.area,
        {
          row: Math.floor(place.cell / area.shape.columns),
          column: place.cell % area.shape.columns,
          tier: place.tier,
        },
        container.size,
      );
    if (!location) {
      const held = holdsBySlot(holds.data?.holds ?? []).get(key);
      void message.warning(
        held && held.containerId !== container.containerId
          ? SLOT_HOLD_MESSAGES.held(key, held.holder)
          : `${key || 'That slot'} cannot take ${container.containerNumber}.`,
      );
      return false;
    }
    assign(container, location, reason);
    return true;
  };

  const tabItems = [
    { key: 'plan', label: 'Plan' },
    { key: 'edit', label: 'Edit Plan' },
  ];

  const failure = yard.error ?? plans.error ?? queued.error ?? holds.error ?? health.error;

  return (
    <Flex vertical gap={8}>
      <title>Planning · Yardline</title>
      <PlanningHeader onWeights={mayWeigh ? () => setWeightsOpen(true) : undefined} />
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      <div className="planning-layout">
        <div className="planning-side">
          <Tabs
            activeKey={tab}
            items={tabItems}
            size="small"
            onChange={(key) =>
              guard(() => {
                setTab(key as Tab);
                setSelectedId(undefined);
                if (key === 'plan') {
                  setEditingId(undefined);
                  loadPlan(undefined);
                } else {
                  loadPlan(editing);
                }
              })
            }
          />
          <QueuePanel
            tab={tab}
            onSearch={(value) =>
              guard(() => {
                setSearch(value);
                setSelectedId(undefined);
                loadPlan(undefined);
              })
            }
            plans={plans.data ?? []}
            plansLoading={plans.isPending}
            editingId={editingId}
            onPickPlan={(id) =>
              guard(() => {
                setEditingId(id);
                setSelectedId(undefined);
                loadPlan(plans.data?.find((stored) => stored.id === id));
              })
            }
            containers={containers}
            loading={queued.isFetching}
            draft={draft}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onReset={plan.reset}
            onExplain={setExplained}
            target={target}
            suggestion={suggestion.data?.suggestions[0]}
            onExplainSuggestion={() => setExplained(asked)}
            onTypedSlot={(typed) => target !== undefined && placeNamed(target, typed)}
            unallotted={plan.unallotted}
            onCloseUnallotted={plan.clearUnallotted}
          />
          {mayChange && (
            <EnterpriseLock compact locked={!unlocked}>
              <PlanToolbar
                draft={draft}
                editing={tab === 'edit' ? editing : undefined}
                plans={plans.data ?? []}
                unassigned={containers
                  .filter((c) => isUnassigned(c, draft, editingId))
                  .map((c) => c.containerId)}
                name={plan.name}
                onName={plan.setName}
                onSaved={(saved) => {
                  setTab('edit');
                  setEditingId(saved.id);
                  loadPlan(saved);
                }}
                onDeleted={() => {
                  setEditingId(undefined);
                  loadPlan(undefined);
                }}
                onDraft={plan.replace}
              />
            </EnterpriseLock>
          )}
          <PlanLegend />
        </div>
        <PlanGridPanel
          model={model}
          version={yard.version}
          loading={yard.loading}
          planned={planned}
          target={target}
          suggested={suggested}
          onSlot={onSlot}
        />
      </div>
      <ExplanationModal
        container={explained}
        screen={screen}
        onUse={
          explained && isUnassigned(explained, draft, editingId)
            ? (s) => {
                if (placeNamed(explained, s.location, s.reason)) setExplained(undefined);
              }
            : undefined
        }
        onClose={() => setExplained(undefined)}
      />
      {mayWeigh && <WeightsModal open={weightsOpen} onClose={() => setWeightsOpen(false)} />}
    </Flex>
  );
}
