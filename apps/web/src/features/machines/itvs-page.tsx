import { yardCellShapes } from '@yardline/domain/containers/yard-map-shapes';
import { ITV_MESSAGES, ITV_PAGE_SIZE, type Itv } from '@yardline/domain/machines/itv.schema';
import { statusColour } from '@yardline/domain/machines/machine-status';
import { Alert, Flex, type TableColumnsType, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useItvLocations } from '../../api/itvs.ts';
import { useYardLayout } from '../../api/yard-layout.ts';
import { DeleteWithConfirm } from '../../components/crud/delete-with-confirm.tsx';
import { RecordList } from '../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../components/crud/row-actions.tsx';
import { STATUS_COLOURS, StatusDot } from '../../components/machine-map/machine-icon.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { LeafletYard } from '../../components/yard-map/leaflet-yard.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useNow } from '../../lib/use-now.ts';
import { useDeleteItvs, useItvs, useLiveItvs } from './api/itvs.ts';
import { ItvForm } from './components/itv-form.tsx';
import { type MachineRights, machineRights } from './permissions.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'No data');

function ItvLocationsTab() {
  const layout = useYardLayout();
  const locations = useItvLocations();
  const now = useNow();
  const cells = useMemo(() => (layout.data ? yardCellShapes(layout.data) : []), [layout.data]);
  const markers = useMemo(
    () =>
      (locations.data ?? []).flatMap((itv) =>
        itv.position
          ? [
              {
                id: `itv-${itv.id}`,
                ...itv.position,
                name: itv.itvNumber,
                badge: 'T',
                colour: STATUS_COLOURS[statusColour(itv, now)],
              },
            ]
          : [],
      ),
    [locations.data, now],
  );
  const failure = layout.error ?? locations.error;
  return (
    <Flex vertical gap={8}>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      {layout.isSuccess && (
        <LeafletYard label="ITV locations" cells={cells} markers={markers} height={500} />
      )}
      <Typography.Text type="secondary">
        {markers.length} of {locations.data?.length ?? 0} ITVs have a known position.
      </Typography.Text>
    </Flex>
  );
}

function ItvOperationsTab({ rights }: { rights: MachineRights }) {
  const [page, setPage] = useState(1);
  const itvs = useItvs(page);
  const remove = useDeleteItvs();
  const now = useNow();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ itv: Itv | undefined }>();

  const columns: TableColumnsType<Itv> = [
    { title: 'ITV number', dataIndex: 'itvNumber' },
    { title: 'Trailer number', dataIndex: 'trailerNumber' },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string, itv) => (
        <span>
          <StatusDot colour={statusColour(itv, now)} label={itv.itvNumber} />
          {status}
        </span>
      ),
    },
    { title: 'Device', dataIndex: 'deviceInstalled', render: (on: boolean) => (on ? 'Yes' : 'No') },
    { title: 'Machine', dataIndex: 'machineName' },
    { title: 'Last data received', dataIndex: 'lastDataReceived', render: when },
  ];
  if (rights.edit) {
    columns.push(
      actionsColumn((itv) => <EditLink row={itv.itvNumber} onClick={() => setEditing({ itv })} />),
    );
  }

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        ITV Details
      </Typography.Title>
      <RecordList<Itv>
        label="ITV Details"
        columns={columns}
        rows={itvs.data?.itvs}
        loading={itvs.isPending}
        error={itvs.error}
        emptyText="No ITVs"
        paging={{
          page,
          pageSize: ITV_PAGE_SIZE,
          total: itvs.data?.totalCount,
          onPage: (next) => {
            setPage(next);
            setSelected([]);
          },
        }}
        {...(rights.removeItv ? { selection: { selected, onSelect: setSelected } } : {})}
        addLabel="Add ITV"
        {...(rights.edit ? { onAdd: () => setEditing({ itv: undefined }) } : {})}
        actions={
          // Doc 2 §6: "ITV delete exists only in the enterprise version".
          rights.edit &&
          rights.removeItv && (
            <DeleteWithConfirm
              question={ITV_MESSAGES.confirmDelete}
              remove={remove}
              variables={selected}
              deleted={ITV_MESSAGES.deleted}
              onDeleted={() => setSelected([])}
              disabled={selected.length === 0}
            />
          )
        }
      >
        {editing && <ItvForm itv={editing.itv} onClose={() => setEditing(undefined)} />}
      </RecordList>
    </Flex>
  );
}

/** `/itvs`: tabs Locations (map) and Operations (ITV Details, 15 a page) (doc 2 §2). */
export function ItvsPage() {
  const health = useHealth();
  useLiveItvs();
  if (!health.data) return <PageLoading />;
  const rights = machineRights(health.data);
  return (
    <Flex vertical gap={8}>
      <title>ITVs · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        ITVs
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'locations', label: 'Locations', children: <ItvLocationsTab /> },
          {
            key: 'operations',
            label: 'Operations',
            children: <ItvOperationsTab rights={rights} />,
          },
        ]}
      />
    </Flex>
  );
}
