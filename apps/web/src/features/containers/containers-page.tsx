import { useQueryClient } from '@tanstack/react-query';
import { canWrite } from '@yardline/domain/auth/can';
import { DELETE_QUESTION } from '@yardline/domain/containers/container-edit';
import {
  ALL_TAB_PAGE_SIZE,
  type ContainerRecord,
  defaultAllTabRange,
} from '@yardline/domain/containers/container-records';
import { MAX_LOCATION_UPDATES, SELECTION_FULL } from '@yardline/domain/yard/location-update';
import { App, Button, Flex, Space, Switch, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useMetadata } from '../../api/metadata.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { containerListsKey, type ListSource, patchMoves } from './api/container-list.ts';
import { useDeleteContainer } from './api/delete-container.ts';
import { ContainerListTab } from './components/container-list-tab.tsx';
import { ContainerSearch } from './components/container-search.tsx';
import { EditContainerModal } from './components/edit-container-modal.tsx';
import { FileActions } from './components/file-actions.tsx';
import { GateInRange } from './components/gate-in-range.tsx';
import { MovementAlertModal } from './components/movement-alert-modal.tsx';
import { MovementsModal } from './components/movements-modal.tsx';
import { SurveysModal } from './components/surveys-modal.tsx';
import { UpdateLocationModal } from './components/update-location-modal.tsx';
import { YardMapModal } from './map/yard-map-modal.tsx';

type Dialog =
  | { kind: 'edit'; record: ContainerRecord }
  | { kind: 'movements'; number: string }
  | { kind: 'location' }
  | { kind: 'alert' }
  | { kind: 'map' }
  | { kind: 'surveys'; number: string };

/** Changes that may alter what the lists show: refetch them (a move by another user, …). */
const LIST_EVENTS = [
  'container.moved',
  'container.gated-in',
  'container.dispatched',
  'container.edited',
  'container.deleted',
] as const;

/**
 * `/containers` (doc 1 §2): the Yard tab (boxes in the yard), the All tab (every box gated in
 * within a date range) and a tab per search; the row and selection actions.
 */
export function ContainersPage() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useHealth().data;
  const yardSize = useMetadata().data?.paginationItemsPerPage ?? ALL_TAB_PAGE_SIZE;
  const mayChange = user ? canWrite(user) : false;
  const [range, setRange] = useState(() => {
    const { fromDate, toDate } = defaultAllTabRange(new Date());
    return { fromDate: fromDate.toISOString(), toDate: toDate.toISOString() };
  });
  const [searches, setSearches] = useState<string[]>([]);
  const [includeArchive, setIncludeArchive] = useState(false);
  const [activeTab, setActiveTab] = useState('yard');
  const [selected, setSelected] = useState<ReadonlyMap<number, ContainerRecord>>(new Map());
  const [dialog, setDialog] = useState<Dialog>();
  const remove = useDeleteContainer();

  useLiveEvents(LIST_EVENTS, (event) => {
    // A move is patched into the rows on screen at once; every list then reads again for what
    // a patch cannot know (order, counts, a box entering or leaving the Yard tab).
    if (event.type === 'container.moved') patchMoves(queryClient, event.data.moves);
    readAgain(queryClient, { queryKey: containerListsKey });
  });

  const select = (record: ContainerRecord, on: boolean) => {
    const next = new Map(selected);
    if (on && next.size >= MAX_LOCATION_UPDATES) return;
    if (on) next.set(record.id, record);
    else next.delete(record.id);
    setSelected(next);
  };

  const confirmDelete = (record: ContainerRecord) =>
    modal.confirm({
      title: DELETE_QUESTION,
      content: record.containerNumber,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(record.id);
          select(record, false);
          message.success(`${record.containerNumber} deleted.`);
        } catch (error) {
          message.error(errorMessage(error), 5);
        }
      },
    });

  const rowActions = {
    selected,
    onSelect: select,
    onHistory: (record: ContainerRecord) =>
      setDialog({ kind: 'movements', number: record.containerNumber }),
    ...(mayChange
      ? {
          onEdit: (record: ContainerRecord) => setDialog({ kind: 'edit', record }),
          onDelete: confirmDelete,
        }
      : {}),
  };

  const listOf = (label: string, source: ListSource, size: number) => (
    <ContainerListTab
      key={JSON.stringify(source)}
      label={label}
      source={source}
      size={size}
      {...rowActions}
    />
  );

  const openSearch = (text: string) => {
    if (!searches.includes(text)) setSearches([...searches, text]);
    setActiveTab(`search:${text}`);
  };
  const closeSearch = (key: string) => {
    setSearches(searches.filter((text) => `search:${text}` !== key));
    if (activeTab === key) setActiveTab('yard');
  };
  const boxes = [...selected.values()];

  return (
    <Flex vertical gap={8}>
      <title>Containers · Yardline</title>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          Containers
        </Typography.Title>
        <ContainerSearch onSearch={openSearch} />
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Text type="secondary" aria-live="polite">
            {selected.size} of {MAX_LOCATION_UPDATES} selected
            {selected.size >= MAX_LOCATION_UPDATES && ` · ${SELECTION_FULL}`}
          </Typography.Text>
          {selected.size > 0 && (
            <Button size="small" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          )}
        </Space>
        <Space wrap>
          <Button disabled={boxes.length === 0} onClick={() => setDialog({ kind: 'map' })}>
            Yard map
          </Button>
          <Button
            disabled={boxes.length !== 1}
            title="Select one box to see its surveys"
            onClick={() => setDialog({ kind: 'surveys', number: boxes[0]?.containerNumber ?? '' })}
          >
            Surveys
          </Button>
          {mayChange && user && <FileActions user={user} />}
          {mayChange && (
            <>
              <Button disabled={boxes.length === 0} onClick={() => setDialog({ kind: 'location' })}>
                Update location
              </Button>
              <Button disabled={boxes.length === 0} onClick={() => setDialog({ kind: 'alert' })}>
                Movement alert
              </Button>
            </>
          )}
        </Space>
      </Flex>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeTab}
        onChange={setActiveTab}
        onEdit={(key, action) => action === 'remove' && closeSearch(String(key))}
        items={[
          {
            key: 'yard',
            label: 'Yard',
            closable: false,
            children: listOf('Yard', { tab: 'yard' }, yardSize),
          },
          {
            key: 'all',
            label: 'All',
            closable: false,
            children: (
              <Flex vertical gap={8}>
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <GateInRange range={range} onChange={setRange} />
                  <Space>
                    <Switch
                      size="small"
                      id="include-archive"
                      checked={includeArchive}
                      onChange={setIncludeArchive}
                    />
                    <label htmlFor="include-archive">Include archive</label>
                  </Space>
                </Flex>
                {listOf('All', { tab: 'all', ...range, includeArchive }, ALL_TAB_PAGE_SIZE)}
              </Flex>
            ),
          },
          ...searches.map((text) => ({
            key: `search:${text}`,
            label: `Search: ${text}`,
            children: listOf(
              `Search: ${text}`,
              { tab: 'search', searchText: text },
              ALL_TAB_PAGE_SIZE,
            ),
          })),
        ]}
      />
      {dialog?.kind === 'edit' && (
        <EditContainerModal record={dialog.record} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'surveys' && (
        <SurveysModal
          number={dialog.number}
          mayChange={mayChange}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'movements' && (
        <MovementsModal number={dialog.number} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'location' && (
        <UpdateLocationModal
          boxes={boxes}
          onClose={() => {
            setDialog(undefined);
            setSelected(new Map());
          }}
        />
      )}
      {dialog?.kind === 'map' && (
        <YardMapModal
          numbers={boxes.map((box) => box.containerNumber)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'alert' && (
        <MovementAlertModal boxes={boxes} onClose={() => setDialog(undefined)} />
      )}
    </Flex>
  );
}
