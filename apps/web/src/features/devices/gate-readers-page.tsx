import { canWrite } from '@yardline/domain/auth/can';
import { isAdmin } from '@yardline/domain/auth/roles';
import type { Gate, GateReader } from '@yardline/domain/devices/gates.schema';
import { gateHealth, readerHealth } from '@yardline/domain/devices/health';
import { ContainerTag } from '@yardline/domain/gate/tag-life';
import {
  App,
  Button,
  Checkbox,
  Flex,
  Modal,
  Table,
  type TableColumnsType,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useItvLocations } from '../../api/itvs.ts';
import { useMachines } from '../../api/machines.ts';
import { DeleteWithConfirm } from '../../components/crud/delete-with-confirm.tsx';
import { KeyedListTab } from '../../components/crud/keyed-list-tab.tsx';
import { RecordList } from '../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../components/crud/row-actions.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useNow } from '../../lib/use-now.ts';
import {
  useDeleteGate,
  useDeleteReader,
  useDevicesLive,
  useDisassociateReader,
  useGates,
  useReaders,
} from './api/gates.ts';
import { GateForm } from './components/gate-form.tsx';
import { HealthIcon } from './components/health-icon.tsx';
import { ReaderForm } from './components/reader-form.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/** Health turns Idle and NOK by the clock, not only by reports: look again every 5 s. */
const HEALTH_TICK_MS = 5000;

/** The register of container tags and their end-of-life days (doc 1 §5 "Container tag"). */
const CONTAINER_TAGS = {
  path: '/rest/enterprise/containers/tags',
  uploadPath: '/rest/enterprise/containers/tags/upload',
  row: ContainerTag,
};

/**
 * `/gate-readers` (doc 1 "Gates and Gate readers"): tabs Gates, Gate Readers and Container Tags.
 * Gates expand to their readers and show the worst reader's health; health follows the clock (OK
 * ≤ 1 min, Idle ≤ 1 h, NOK) and every device report, live. The container tags are the register
 * the gate checks a tag's end of life in.
 */
export function GateReadersPage() {
  const health = useHealth();
  useDevicesLive();
  if (!health.data) return <PageLoading />;
  const edit = canWrite(health.data) && isAdmin(health.data.roleKey);
  return (
    <Flex vertical gap={8}>
      <title>Gates and Gate Readers · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Gates and Gate Readers
      </Typography.Title>
      <Tabs
        items={[
          { key: 'gates', label: 'Gates', children: <GatesTab edit={edit} /> },
          { key: 'readers', label: 'Gate Readers', children: <ReadersTab edit={edit} /> },
          {
            key: 'tags',
            label: 'Container Tags',
            children: (
              <KeyedListTab
                noun="container tag"
                api={CONTAINER_TAGS}
                userName={health.data.userName}
                rights={{ edit, remove: edit }}
                fields={[
                  { name: 'tag', label: 'Tag', max: 8, required: 'Enter the tag' },
                  {
                    name: 'endOfLife',
                    label: 'End of life',
                    max: 10,
                    type: 'date',
                    required: 'Enter the end of life',
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}

function ReaderRows({ readers, now }: { readers: GateReader[]; now: number }) {
  if (readers.length === 0)
    return <Typography.Text type="secondary">No readers at this gate.</Typography.Text>;
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={readers}
      columns={[
        { title: 'Reader', dataIndex: 'name' },
        { title: 'Type', dataIndex: 'readerType' },
        { title: 'IP', dataIndex: 'ip' },
        { title: 'Last status', render: (_, r) => when(r.statusLastReceived) },
        {
          title: 'Health',
          render: (_, r) => <HealthIcon health={readerHealth(r.statusLastReceived, now)} />,
        },
      ]}
    />
  );
}

function GatesTab({ edit }: { edit: boolean }) {
  const { message } = App.useApp();
  const gates = useGates();
  const remove = useDeleteGate();
  const now = useNow(HEALTH_TICK_MS);
  const [editing, setEditing] = useState<{ gate: Gate | undefined }>();
  const [deleting, setDeleting] = useState<Gate>();
  const [withReaders, setWithReaders] = useState(false);

  const columns: TableColumnsType<Gate> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Type', dataIndex: 'type' },
    { title: 'Latitude', dataIndex: 'positionLat' },
    { title: 'Longitude', dataIndex: 'positionLong' },
    { title: 'Cameras', render: (_, g) => g.camConfig.map((c) => c.id).join(', ') || '—' },
    { title: 'Readers', render: (_, g) => g.readers.length },
    { title: 'Health', render: (_, g) => <HealthIcon health={gateHealth(g.readers, now)} /> },
  ];
  if (edit) {
    columns.push(
      actionsColumn((gate) => (
        <>
          <EditLink row={gate.name} onClick={() => setEditing({ gate })} />
          <Button
            type="link"
            size="small"
            danger
            aria-label={`Delete ${gate.name}`}
            onClick={() => {
              setWithReaders(false);
              setDeleting(gate);
            }}
          >
            Delete
          </Button>
        </>
      )),
    );
  }

  return (
    <RecordList<Gate>
      label="Gates"
      columns={columns}
      rows={gates.data?.gates ?? []}
      loading={gates.isLoading}
      error={gates.error}
      expandable={{
        expandedRowRender: (gate) => <ReaderRows readers={gate.readers} now={now} />,
      }}
      addLabel="Add gate"
      {...(edit ? { onAdd: () => setEditing({ gate: undefined }) } : {})}
    >
      {editing && <GateForm gate={editing.gate} onClose={() => setEditing(undefined)} />}
      <Modal
        open={deleting !== undefined}
        title="Delete gate"
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setDeleting(undefined)}
        onOk={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, deleteReaders: withReaders },
            {
              onSuccess: () => {
                message.success(`Gate ${deleting.name} deleted.`);
                setDeleting(undefined);
              },
              onError: (error) => message.error(errorMessage(error)),
            },
          )
        }
      >
        <p>Are you sure you want to delete this gate?</p>
        <Checkbox checked={withReaders} onChange={(e) => setWithReaders(e.target.checked)}>
          Delete its readers too
        </Checkbox>
      </Modal>
    </RecordList>
  );
}

function ReadersTab({ edit }: { edit: boolean }) {
  const { message, modal } = App.useApp();
  const readers = useReaders();
  const disassociate = useDisassociateReader();
  const remove = useDeleteReader();
  const now = useNow(HEALTH_TICK_MS);
  const [editing, setEditing] = useState<{ reader: GateReader | undefined }>();
  const machines = useMachines();
  const itvs = useItvLocations();
  /** The machine or ITV a MACHINE or ITV reader rides on (its position reads move it). */
  const onBoard = (reader: GateReader) => {
    if (reader.machineId !== null)
      return machines.data?.find((m) => m.id === reader.machineId)?.machineName ?? '…';
    if (reader.itvId !== null)
      return itvs.data?.find((itv) => itv.id === reader.itvId)?.itvNumber ?? '…';
    return '—';
  };

  const columns: TableColumnsType<GateReader> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Type', dataIndex: 'readerType' },
    { title: 'Gate', render: (_, r) => r.gate?.name ?? '—' },
    { title: 'Machine / ITV', key: 'onBoard', render: (_, r) => onBoard(r) },
    { title: 'IP', dataIndex: 'ip' },
    { title: 'Last status', render: (_, r) => when(r.statusLastReceived) },
    {
      title: 'Health',
      render: (_, r) => <HealthIcon health={readerHealth(r.statusLastReceived, now)} />,
    },
  ];
  if (edit) {
    columns.push(
      actionsColumn((reader) => (
        <>
          <EditLink row={reader.name} onClick={() => setEditing({ reader })} />
          {reader.gate && (
            <Button
              type="link"
              size="small"
              aria-label={`Disassociate ${reader.name}`}
              onClick={() =>
                disassociate.mutate(
                  { gateId: reader.gate?.id ?? 0, readerId: reader.id },
                  {
                    onSuccess: () =>
                      message.success(`Reader ${reader.name} left ${reader.gate?.name}.`),
                    onError: (error) => message.error(errorMessage(error)),
                  },
                )
              }
            >
              Disassociate
            </Button>
          )}
          <DeleteWithConfirm
            question="Are you sure you want to delete this reader?"
            remove={remove}
            variables={{ gateId: reader.gate?.id ?? 0, readerId: reader.id }}
            deleted={`Reader ${reader.name} deleted.`}
            row={reader.name}
          />
        </>
      )),
    );
  }

  return (
    <RecordList<GateReader>
      label="Gate readers"
      columns={columns}
      rows={readers.data?.readers ?? []}
      loading={readers.isLoading}
      error={readers.error}
      addLabel="Add reader"
      {...(edit ? { onAdd: () => setEditing({ reader: undefined }) } : {})}
    >
      {editing && (
        <ReaderForm
          reader={editing.reader}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved?.deviceKey) {
              modal.info({
                title: `Device key of ${saved.reader.name}`,
                content: (
                  <Flex vertical gap={8}>
                    <Typography.Text>
                      The reader sends this key with every message. It is shown this once: copy it
                      into the device now.
                    </Typography.Text>
                    <Typography.Text code copyable aria-label="Device key">
                      {saved.deviceKey}
                    </Typography.Text>
                  </Flex>
                ),
              });
            }
          }}
        />
      )}
    </RecordList>
  );
}
