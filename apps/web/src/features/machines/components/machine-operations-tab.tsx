import { MACHINE_MESSAGES, type Machine } from '@yardline/domain/machines/machine.schema';
import { statusColour } from '@yardline/domain/machines/machine-status';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMachines } from '../../../api/machines.ts';
import { DeleteWithConfirm } from '../../../components/crud/delete-with-confirm.tsx';
import { RecordList } from '../../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../../components/crud/row-actions.tsx';
import { MachineIcon, StatusDot } from '../../../components/machine-map/machine-icon.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useDeleteMachine } from '../api/delete-machine.ts';
import type { MachineRights } from '../permissions.ts';
import { MachineForm } from './machine-form.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'No data');

/** Operations: the machines listed, added, edited and deleted. */
export function MachineOperationsTab({ rights }: { rights: MachineRights }) {
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
    columns.push(
      actionsColumn((machine) => (
        <>
          <EditLink row={machine.machineName} onClick={() => setEditing({ machine })} />
          <DeleteWithConfirm
            question={MACHINE_MESSAGES.confirmDelete}
            description={machine.machineName}
            remove={remove}
            variables={machine.id}
            deleted={MACHINE_MESSAGES.deleted}
            row={machine.machineName}
          />
        </>
      )),
    );
  }

  return (
    <RecordList<Machine>
      label="Machines"
      columns={columns}
      rows={machines.data}
      loading={machines.isPending}
      error={machines.error}
      emptyText="No machines"
      addLabel="Add machine"
      {...(rights.edit ? { onAdd: () => setEditing({ machine: undefined }) } : {})}
    >
      {editing && (
        <MachineForm
          machine={editing.machine}
          machines={machines.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </RecordList>
  );
}
