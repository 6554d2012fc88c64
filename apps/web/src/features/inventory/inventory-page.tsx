import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { canWrite } from '@yardline/domain/auth/can';
import { holdsBySlot } from '@yardline/domain/yard/slot-holds';
import { Alert, App, Button, Dropdown, Flex, Segmented, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useSlotHolds } from '../../api/slot-holds.ts';
import { useYardLayout } from '../../api/yard-layout.ts';
import { EnterpriseLock } from '../../components/enterprise-lock.tsx';
import { useYardModel } from '../../components/yard-grid/use-yard-model.ts';
import {
  boxAt,
  boxNumber,
  locationAt,
  locationOf,
  type YardModel,
} from '../../components/yard-grid/yard-model.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { getContainerDetails } from './api/container-details.ts';
import { getIgmContainers } from './api/igm-containers.ts';
import {
  type BoxFilter,
  countShown,
  linerColours,
  linerShares,
  type SizeFilter,
} from './box-filter.ts';
import { AreaGrid, type SlotPointer } from './components/area-grid.tsx';
import { ContainerTooltip } from './components/container-tooltip.tsx';
import { HeldSlotTooltip } from './components/held-slot-tooltip.tsx';
import { foundIn, InventorySearch, type Search } from './components/inventory-search.tsx';
import { LinerPie } from './components/liner-pie.tsx';
import { MovePanel, type MovingBox, useMoveBox } from './components/move-panel.tsx';
import { ADMIN_ACTIONS, type AdminAction, SlotAdminModal } from './components/slot-admin-modal.tsx';
import { type ContextAction, SlotContextMenu } from './components/slot-context-menu.tsx';
import { heldSlotsByArea, slotKeyOf } from './held-slots.ts';
import { useFirstDraw } from './use-first-draw.ts';
import './inventory-page.css';

type Pointed = SlotPointer & { box?: number };

/** The pointer with the box in its slot, if any. */
function pointedAt(model: YardModel, pointer: SlotPointer | undefined): Pointed | undefined {
  const area = pointer && model.areas[pointer.area];
  return area && { ...pointer, box: boxAt(area, pointer.slot) };
}

/**
 * `/inventory` (doc 2 §2): a slot grid per area in liner colours (free slots open tasks or plans
 * hold in orange), search, size and liner filters, the 'Container Details' tooltip (a held slot's
 * details on a free one), the context menu and the admin menu. Search, context menu,
 * tooltips and live refresh are the enterprise edition's (doc 2 §2), whoever is logged in.
 */
export function InventoryPage() {
  const { message } = App.useApp();
  const health = useHealth();
  const user = health.data;
  const enterprise = user?.enterpriseVersion ?? false;
  const layout = useYardLayout();
  const yard = useYardModel(enterprise);
  const { model } = yard;
  const holds = useSlotHolds({ live: enterprise });
  const bySlot = useMemo(() => holdsBySlot(holds.data?.holds ?? []), [holds.data]);

  const [size, setSize] = useState<SizeFilter>('all');
  const [linerId, setLinerId] = useState<number>();
  const [search, setSearch] = useState<Search>();
  const [hover, setHover] = useState<Pointed>();
  const [menu, setMenu] = useState<Pointed>();
  const [moving, setMoving] = useState<MovingBox>();
  const [admin, setAdmin] = useState<AdminAction>();
  const move = useMoveBox(moving, (moves) => {
    setMoving(undefined);
    yard.moved(moves);
  });
  const onDrawn = useFirstDraw(model?.areas.length ?? 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks boxes moved in place
  const found = useMemo(
    () => (search && model ? foundIn(model, search) : undefined),
    [search, model, yard.version],
  );
  const filter = useMemo<BoxFilter>(
    () => ({ size, linerId, found: found?.boxes }),
    [size, linerId, found],
  );
  const colours = useMemo(() => (model ? linerColours(model.boxes) : new Map()), [model]);
  const picked = moving && model?.boxById.get(moving.containerId);
  const held = useMemo(() => (model ? heldSlotsByArea(model, bySlot) : undefined), [model, bySlot]);
  const options = useMemo(
    () => ({ filter, colours, picked, held }),
    [filter, colours, picked, held],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks boxes moved in place
  const shares = useMemo(() => (model ? linerShares(model.boxes) : []), [model, yard.version]);
  const shown = useMemo(() => (model ? countShown(model.boxes, filter) : 0), [model, filter]);

  const onHover = useCallback(
    (pointer: SlotPointer | undefined) => setHover(model && pointedAt(model, pointer)),
    [model],
  );
  const onContextMenu = useCallback(
    (pointer: SlotPointer) => {
      setHover(undefined);
      setMenu(model && pointedAt(model, pointer));
    },
    [model],
  );

  async function showIgmOf(box: number) {
    if (!model) return;
    const details = await getContainerDetails(model.boxes.ids[box] ?? 0);
    if (!details.igmNumber) return void message.info(`${details.number} has no IGM.`);
    const igmItem = details.item ? `${details.igmNumber}:${details.item}` : details.igmNumber;
    const boxes = await getIgmContainers(igmItem);
    setSearch({ kind: 'igm', igmItem, containerIds: boxes.map((b) => b.containerId) });
  }

  function act(action: ContextAction, target: Pointed) {
    if (!model) return;
    const { box } = target;
    const area = model.areas[target.area];
    if (action === 'update' && box !== undefined) {
      move.reset();
      setMoving({
        containerId: model.boxes.ids[box] ?? 0,
        number: boxNumber(model, box),
        size: model.boxes.sizes[box] ?? 20,
        location: locationOf(model, box) ?? '',
      });
    } else if (action === 'moveHere' && moving && area) {
      const location = locationAt(area, target.slot, moving.size, model.startHeight);
      if (location) move.submit(location);
    } else if (action === 'showIgm' && box !== undefined) {
      showIgmOf(box).catch((error: unknown) => message.error(errorMessage(error)));
    } else if (action === 'clearIgm') {
      setSearch(undefined);
    }
  }

  /** The details of the held free slot under the pointer, if it is one. */
  function heldHover(pointer: Pointed) {
    const slot = model && slotKeyOf(model, pointer.area, pointer.slot);
    const hold = slot && bySlot.get(slot);
    return (
      slot &&
      hold && (
        <HeldSlotTooltip
          slot={slot}
          hold={hold}
          clientX={pointer.clientX}
          clientY={pointer.clientY}
        />
      )
    );
  }

  const mayAdminister = user ? canWrite(user) : false;
  const failure = yard.error ?? holds.error ?? health.error;
  return (
    <Flex vertical gap={8}>
      <title>Inventory · Yardline</title>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          Inventory
        </Typography.Title>
        {model && (
          <Typography.Text type="secondary" aria-live="polite">
            Showing {shown.toLocaleString('en')} of {model.boxes.ids.length.toLocaleString('en')}{' '}
            containers
          </Typography.Text>
        )}
        <Segmented<SizeFilter>
          aria-label="Size"
          options={[
            { value: 'all', label: 'All sizes' },
            { value: '20', label: '20 ft' },
            { value: '40', label: '40 ft' },
          ]}
          value={size}
          onChange={setSize}
        />
        <span style={{ flex: 1 }} />
        {!enterprise && (
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={yard.refreshing}
            onClick={() => {
              yard.refresh();
              void holds.refetch();
            }}
          >
            Refresh
          </Button>
        )}
        {mayAdminister && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: Object.entries(ADMIN_ACTIONS).map(([key, label]) => ({ key, label })),
              onClick: ({ key }) => setAdmin(key as AdminAction),
            }}
          >
            <Button icon={<SettingOutlined aria-hidden />}>Admin</Button>
          </Dropdown>
        )}
      </Flex>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      <EnterpriseLock compact locked={user !== undefined && !enterprise}>
        <InventorySearch model={model} found={found} onSearch={setSearch} />
      </EnterpriseLock>
      {moving && (
        <MovePanel
          key={moving.containerId}
          box={moving}
          move={move}
          onCancel={() => setMoving(undefined)}
        />
      )}
      {yard.loading && <Spin />}
      {model && (
        <div className="inventory-layout">
          <div className="inventory-areas">
            <nav aria-label="Areas" className="inventory-jump">
              {model.areas.map((area) => (
                <a key={area.name} href={`#area_${area.name}`}>
                  {area.name}
                </a>
              ))}
            </nav>
            {model.areas.map((area, index) => (
              <AreaGrid
                key={area.name}
                area={area}
                index={index}
                model={model}
                version={yard.version}
                options={options}
                onHover={enterprise ? onHover : undefined}
                onContextMenu={enterprise ? onContextMenu : undefined}
                onDrawn={onDrawn}
              />
            ))}
          </div>
          <aside className="inventory-side">
            <LinerPie shares={shares} selected={linerId} onSelect={setLinerId} />
          </aside>
        </div>
      )}
      {hover?.box !== undefined && model && !menu && (
        <ContainerTooltip
          containerId={model.boxes.ids[hover.box] ?? 0}
          clientX={hover.clientX}
          clientY={hover.clientY}
        />
      )}
      {hover && hover.box === undefined && model && !menu && heldHover(hover)}
      {menu && (
        <SlotContextMenu
          clientX={menu.clientX}
          clientY={menu.clientY}
          onBox={menu.box !== undefined}
          moving={moving !== undefined}
          igmFiltered={found?.kind === 'igm'}
          onAction={(action) => act(action, menu)}
          onClose={() => setMenu(undefined)}
        />
      )}
      {admin && layout.data && (
        <SlotAdminModal
          action={admin}
          areas={layout.data.areaLayouts}
          onClose={() => setAdmin(undefined)}
        />
      )}
    </Flex>
  );
}
