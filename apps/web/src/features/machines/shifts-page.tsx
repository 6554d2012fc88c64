import {
  SHIFT_MESSAGES,
  type Shift,
  type ShiftInput,
  shiftPeriod,
} from '@yardline/domain/machines/shift.schema';
import { Flex, Form, Input, type TableColumnsType, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useShifts } from '../../api/shifts.ts';
import { DeleteWithConfirm } from '../../components/crud/delete-with-confirm.tsx';
import { FormModal } from '../../components/crud/form-modal.tsx';
import { RecordList } from '../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../components/crud/row-actions.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useDeleteShifts, useSaveShift } from './api/shifts.ts';
import { machineRights } from './permissions.ts';

/** The form's values once its rules pass: the times are required. */
interface FormValues {
  name: string;
  from: Dayjs;
  to: Dayjs;
}

const at = (hour: number, minute: number) => dayjs().hour(hour).minute(minute).second(0);

/** The add/edit shift modal: a name, a from and a to time of day. */
function ShiftForm({ shift, onClose }: { shift: Shift | undefined; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveShift();

  return (
    <FormModal
      form={form}
      name="shift"
      title={shift ? `Edit shift ${shift.name}` : 'Add shift'}
      okText="Save shift"
      initialValues={
        shift
          ? {
              name: shift.name,
              from: at(shift.fromHour, shift.fromMinute),
              to: at(shift.toHour, shift.toMinute),
            }
          : { name: '' }
      }
      save={save}
      toVariables={(values) => ({
        id: shift?.id,
        input: {
          name: values.name,
          fromHour: values.from.hour(),
          fromMinute: values.from.minute(),
          toHour: values.to.hour(),
          toMinute: values.to.minute(),
        } satisfies ShiftInput,
      })}
      // Doc 2 §8: 'Shift Added successfully' or 'Shift updated successfully'; else the status.
      saved={(answer) => answer.status}
      onClose={onClose}
    >
      <Form.Item
        label="Shift name"
        name="name"
        rules={[{ required: true, whitespace: true, message: SHIFT_MESSAGES.nameRequired }]}
      >
        <Input autoComplete="off" maxLength={60} autoFocus />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item
          label="From"
          name="from"
          rules={[{ required: true, message: 'Choose the start time' }]}
        >
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} aria-label="From" />
        </Form.Item>
        <Form.Item
          label="To"
          name="to"
          rules={[{ required: true, message: 'Choose the end time' }]}
        >
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} aria-label="To" />
        </Form.Item>
      </Flex>
    </FormModal>
  );
}

/** `/shifts`: the machine shifts listed, with an add/edit modal and delete (doc 2 §2). */
export function ShiftsPage() {
  const health = useHealth();
  const shifts = useShifts();
  const remove = useDeleteShifts();
  const [editing, setEditing] = useState<{ shift: Shift | undefined }>();
  const [selected, setSelected] = useState<number[]>([]);
  if (!health.data) return <PageLoading />;
  const rights = machineRights(health.data);

  const columns: TableColumnsType<Shift> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Time', key: 'time', render: (_, s) => shiftPeriod(s) },
  ];
  if (rights.shifts) {
    columns.push(
      actionsColumn((shift) => <EditLink row={shift.name} onClick={() => setEditing({ shift })} />),
    );
  }

  return (
    <Flex vertical gap={8}>
      <title>Machine shifts · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Machine shifts
      </Typography.Title>
      <RecordList<Shift>
        label="Machine shifts"
        columns={columns}
        rows={shifts.data}
        loading={shifts.isPending}
        error={shifts.error}
        emptyText="No shifts"
        addLabel="Add shift"
        {...(rights.shifts
          ? {
              selection: { selected, onSelect: setSelected },
              onAdd: () => setEditing({ shift: undefined }),
              actions: (
                <DeleteWithConfirm
                  question={SHIFT_MESSAGES.confirmDelete}
                  remove={remove}
                  variables={selected}
                  deleted="Shifts deleted."
                  onDeleted={() => setSelected([])}
                  disabled={selected.length === 0}
                />
              ),
            }
          : {})}
      >
        {editing && <ShiftForm shift={editing.shift} onClose={() => setEditing(undefined)} />}
      </RecordList>
    </Flex>
  );
}
