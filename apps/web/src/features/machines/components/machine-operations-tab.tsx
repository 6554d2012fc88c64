import { PlusOutlined } from '@ant-design/icons';
import { MACHINE_MESSAGES, type Machine } from '@yardline/domain/machines/machine.schema';
import { statusColour } from '@yardline/domain/machines/machine-status';
import { Alert, App, Button, Flex, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMachines } from '../../../api/machines.ts';
import { MachineIcon, StatusDot } from '../../../components/machine-map/machine-icon.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useDeleteMachine } from '../api/delete-machine.ts';
import type { MachineRights } from '../permissions.ts';
import { MachineForm } from './machine-form.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'No data');

/** Operations: the machines listed, added, edited and deleted. */
export function MachineOperationsTab({ rights }: { rights: MachineRights }) {
  const { message } = App.useApp();
  const machines = useMachines();
  const remove = useDeleteMachine();
  const now = useNow();
  const [editing, setEditing] = useState<{ machine: Machine | undefined }>();

  const columns: TableColumnsType<Machine> = [
    { title: 'Label', dataIndex: 'label', width: 70 },
    { title: 'Machine name', dataIndex: 'machineName' },
    {
      title: 'Type',
      dataIndex: 'machineType',
      render: (type: Machine['machineType']) => (
        <span>
          <MachineIcon type={type} /> {type}
        </span>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'machineStatus',
      render: (status: string, m) => (
        <span>
          <StatusDot
            colour={statusColour({ status, lastDataReceived: m.lastDataReceived }, now)}
            label={m.machineName}
          />
          {status}
        </span>
      ),
    },
    { title: 'RFID', dataIndex: 'isrfidInstalled', render: (on: boolean) => (on ? 'Yes' : 'No') },
    { title: 'Zone', dataIndex: 'zone' },
    { title: 'Last data received', dataIndex: 'lastDataReceived', render: when },
  ];
  if (rights.edit) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, machine) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            aria-label={`Edit ${machine.machineName}`}
            onClick={() => setEditing({ machine })}
          >
            Edit
          </Button>
          <Popconfirm
            title={MACHINE_MESSAGES.confirmDelete}
            description={machine.machineName}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutate(machine.id, {
                onSuccess: () => message.success(MACHINE_MESSAGES.deleted),
                onError: (error) => message.error(errorMessage(error)),
              })
            }
          >
            <Button type="link" size="small" danger aria-label={`Delete ${machine.machineName}`}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      ),
    });
  }

  return (
    <Flex vertical gap={8}>
      {machines.error && <Alert type="error" showIcon title={errorMessage(machines.error)} />}
      {rights.edit && (
        <Flex>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ machine: undefined })}
          >
            Add machine
          </Button>
        </Flex>
      )}
      <Table<Machine>
        aria-label="Machines"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={machines.data}
        loading={machines.isPending}
        pagination={false}
        locale={{ emptyText: 'No machines' }}
      />
      {editing && (
        <MachineForm
          machine={editing.machine}
          machines={machines.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}
