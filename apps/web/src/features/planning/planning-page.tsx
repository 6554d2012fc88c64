import { BgColorsOutlined, QuestionCircleOutlined, SlidersOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { canWrite, decide, enterpriseUnlocked } from '@yardline/domain/auth/can';
import type { LiveEvent } from '@yardline/domain/events/live-events';
import {
  type Plan,
  planningRefreshMs,
  type QueuedContainer,
  type SuggestedPlan,
} from '@yardline/domain/planning/planning-api';
import { parseLocation } from '@yardline/domain/yard/slot-key';
import { Alert, App, Button, Flex, Input, Select, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_KEY, useHealth } from '../../api/health.ts';
import { useMetadata } from '../../api/metadata.ts';
import { EnterpriseLock } from '../../components/enterprise-lock.tsx';
import { useYardModel } from '../../components/yard-grid/use-yard-model.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { plansQueryKey, usePlans } from './api/plans.ts';
import { queuedQueryKey, useQueuedContainers } from './api/queued-containers.ts';
import { useReshuffles } from './api/reshuffles.ts';
import { useSuggestions } from './api/suggestions.ts';
import { getPlanningYardContainers } from './api/yard-containers.ts';
import { ExplanationModal } from './components/explanation-modal.tsx';
import type { PlanPointer } from './components/plan-area-grid.tsx';
import { PlanGridPanel } from './components/plan-grid-panel.tsx';
import { PlanToolbar } from './components/plan-toolbar.tsx';
import { QueueTable } from './components/queue-table.tsx';
import { WeightsModal } from './components/weights-modal.tsx';
import {
  assignableLocation,
  containerToAssign,
  type DraftSlot,
  isUnassigned,
  nextOrder,
  plannedSlots,
  slotPlace,
} from './plan-slots.ts';
import './planning-page.css';

type Tab = 'plan' | 'edit';

const PLANNING_YARD = {
  queryKey: [SESSION_KEY, 'planning', 'yard-containers'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getPlanningYardContainers(signal),
};
const PLAN_EVENTS = [
  'plan.changed',
  'container.gated-in',
  'container.dispatched',
  'container.edited',
  'container.deleted',
  'container.moved',
] as const;
const NO_SLOTS: ReadonlyMap<number, DraftSlot> = new Map();
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
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
  const reshuffles = useReshuffles();

  const [tab, setTab] = useState<Tab>('plan');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<number>();
  const [draft, setDraft] = useState<ReadonlyMap<number, DraftSlot>>(NO_SLOTS);
  const [dirty, setDirty] = useState(false);
  const [name, setName] = useState('');
  const [selectedId, setSelectedId] = useState<number>();
  const [explained, setExplained] = useState<QueuedContainer>();
  const [unallotted, setUnallotted] = useState<SuggestedPlan['unallotted']>();
  const [weightsOpen, setWeightsOpen] = useState(false);
  const [typedSlot, setTypedSlot] = useState('');

  const queued = useQueuedContainers(tab === 'plan' ? search : '', refresh);
  const editing = plans.data?.find((plan) => plan.id === editingId);
  const containers = useMemo<QueuedContainer[]>(() => {
    const all = queued.data ?? [];
    return tab === 'plan' ? all : all.filter((c) => c.planId === editingId);
  }, [queued.data, tab, editingId]);
  const numbers = useMemo(
    () => new Map(containers.map((c) => [c.containerId, c.containerNumber])),
    [containers],
  );

  const loadPlan = useCallback((plan: Plan | undefined) => {
    setDraft(
      new Map(
        (plan?.plannedContainers ?? []).map((c) => [
          c.containerId,
          { location: c.slotFullName, order: c.planningOrder, reason: c.slotReason },
        ]),
      ),
    );
    setName(plan?.name ?? '');
    setDirty(false);
    setUnallotted(undefined);
  }, []);

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
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
    }
    void queryClient.invalidateQueries({ queryKey: queuedQueryKey });
  });

  const planned = useMemo(
    () => (model ? plannedSlots(model, plans.data ?? [], editingId, draft, numbers) : []),
    [model, plans.data, editingId, draft, numbers],
  );
  const target = containerToAssign(containers, draft, editingId, selectedId);
  const selected = containers.find((c) => c.containerId === selectedId);
  // The engine's suggestion for the selected container (or the next to assign), outlined.
  const asked = selected && isUnassigned(selected, draft, editingId) ? selected : target;
  const suggestion = useSuggestions(asked?.containerId, draft);
  const suggested = useMemo(() => {
    const first = suggestion.data?.suggestions[0];
    return first ? new Set(parseLocation(first.location)) : NO_KEYS;
  }, [suggestion.data]);

  /** Runs `action` now, or after the planner agrees to lose the unsaved slots. */
  const guard = (action: () => void) => {
    if (!dirty) return action();
    // After the key event that asked: an Enter in the search box must not also answer the dialog.
    setTimeout(() =>
      modal.confirm({
        title: 'Discard unsaved slots?',
        content: 'The slots given since the plan was last saved will be lost.',
        okText: 'Discard',
        okButtonProps: { danger: true },
        onOk: () => {
          setDirty(false);
          action();
        },
      }),
    );
  };

  const assign = (container: QueuedContainer, location: string, reason = MANUAL_REASON) => {
    const next = new Map(draft);
    next.set(container.containerId, { location, order: nextOrder(draft), reason });
    setDraft(next);
    setDirty(true);
    if (selectedId === container.containerId) setSelectedId(undefined);
  };

  const reset = (containerId: number) => {
    const next = new Map(draft);
    next.delete(containerId);
    setDraft(next);
    setDirty(true);
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
    // biome-ignore lint/correctness/useExhaustiveDependencies: assign reads the current draft
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
      void message.warning(`${key || 'That slot'} cannot take ${container.containerNumber}.`);
      return false;
    }
    assign(container, location, reason);
    return true;
  };

  /** The keyboard's way to a slot: its name typed, then Enter. */
  const assignTyped = () => {
    if (target && placeNamed(target, typedSlot)) setTypedSlot('');
  };

  const tabItems = [
    { key: 'plan', label: 'Plan' },
    { key: 'edit', label: 'Edit Plan' },
  ];

  const failure = yard.error ?? plans.error ?? queued.error ?? health.error;
  const figures = reshuffles.data;

  return (
    <Flex vertical gap={8}>
      <title>Planning · Yardline</title>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          Planning
        </Typography.Title>
        {figures && (
          <Typography.Text type="secondary" aria-label="Reshuffles per dispatched box">
            Reshuffles per dispatched box:{' '}
            {figures
              .map(
                (f) =>
                  `${f.perDispatched === null ? '—' : f.perDispatched.toFixed(2)} (${f.days} days, ${f.dispatched} dispatched)`,
              )
              .join(' · ')}
          </Typography.Text>
        )}
        <span style={{ flex: 1 }} />
        {mayWeigh && (
          <Button icon={<SlidersOutlined aria-hidden />} onClick={() => setWeightsOpen(true)}>
            Weights
          </Button>
        )}
        <Button icon={<BgColorsOutlined aria-hidden />} onClick={() => navigate('/configure')}>
          Colour rules
        </Button>
      </Flex>
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
          {tab === 'plan' ? (
            <Input.Search
              aria-label="Search queued containers"
              placeholder="Container, IGM, job order number or liner"
              allowClear
              enterButton="Search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              onSearch={(value) =>
                guard(() => {
                  setSearch(value.trim());
                  setSelectedId(undefined);
                  loadPlan(undefined);
                })
              }
            />
          ) : (
            <Select
              aria-label="Plan to edit"
              placeholder="Choose a plan"
              showSearch
              optionFilterProp="label"
              style={{ width: '100%' }}
              value={editingId}
              loading={plans.isPending}
              options={(plans.data ?? []).map((plan) => ({
                value: plan.id,
                label: `${plan.name} (${plan.plannedContainers.length})`,
              }))}
              onChange={(id: number) =>
                guard(() => {
                  setEditingId(id);
                  setSelectedId(undefined);
                  loadPlan(plans.data?.find((plan) => plan.id === id));
                })
              }
            />
          )}
          <QueueTable
            containers={containers}
            loading={queued.isFetching}
            draft={draft}
            editingId={editingId}
            selectedId={selectedId}
            targetId={target?.containerId}
            plans={plans.data ?? []}
            onSelect={setSelectedId}
            onReset={reset}
            onExplain={setExplained}
          />
          {target && (
            <Flex gap={6} align="center" wrap>
              <Typography.Text>
                Next slot goes to <strong>{target.containerNumber}</strong> ({target.size} ft)
              </Typography.Text>
              {suggestion.data?.suggestions[0] && (
                <Button
                  size="small"
                  icon={<QuestionCircleOutlined aria-hidden />}
                  onClick={() => setExplained(asked)}
                >
                  Suggested {suggestion.data.suggestions[0].location} (
                  {suggestion.data.suggestions[0].matchPercent} %): why?
                </Button>
              )}
              <Input
                aria-label="Slot to assign"
                placeholder="Type a slot, e.g. A_01_02_1, then Enter"
                size="small"
                style={{ width: 250 }}
                value={typedSlot}
                onChange={(event) => setTypedSlot(event.target.value)}
                onPressEnter={assignTyped}
              />
            </Flex>
          )}
          {unallotted && unallotted.length > 0 && (
            <Alert
              type="warning"
              showIcon
              closable={{ onClose: () => setUnallotted(undefined) }}
              title={`Unallotted: ${unallotted.length} container${unallotted.length === 1 ? '' : 's'} found no slot`}
              description={unallotted.map((c) => c.containerNumber).join(', ')}
            />
          )}
          {mayChange && (
            <EnterpriseLock compact locked={!unlocked}>
              <PlanToolbar
                draft={draft}
                editing={tab === 'edit' ? editing : undefined}
                plans={plans.data ?? []}
                unassigned={containers
                  .filter((c) => isUnassigned(c, draft, editingId))
                  .map((c) => c.containerId)}
                name={name}
                onName={setName}
                onSaved={(plan) => {
                  setDirty(false);
                  setUnallotted(undefined);
                  setTab('edit');
                  setEditingId(plan.id);
                  loadPlan(plan);
                }}
                onDeleted={() => {
                  setEditingId(undefined);
                  loadPlan(undefined);
                }}
                onDraft={(next, left) => {
                  setDraft(next);
                  setDirty(true);
                  if (left) setUnallotted(left);
                }}
              />
            </EnterpriseLock>
          )}
          <Legend />
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
        draft={draft}
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

function Legend() {
  const items: [string, string][] = [
    ['planning-swatch empty', 'Empty'],
    ['planning-swatch planned', 'Planned'],
    ['planning-swatch assignable', 'Can take the next container'],
    ['planning-swatch suggested', 'Suggested'],
    ['planning-swatch unknown', 'Liner unknown'],
  ];
  return (
    <ul className="planning-legend" aria-label="Legend">
      {items.map(([className, label]) => (
        <li key={label}>
          <span className={className} aria-hidden /> {label}
        </li>
      ))}
    </ul>
  );
}
