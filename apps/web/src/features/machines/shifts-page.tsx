import { PlusOutlined } from '@ant-design/icons';
import {
  SHIFT_MESSAGES,
  type Shift,
  type ShiftInput,
  shiftPeriod,
} from '@yardline/domain/machines/shift.schema';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Table,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useShifts } from '../../api/shifts.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useDeleteShifts, useSaveShift } from './api/shifts.ts';
import { machineRights } from './permissions.ts';

interface FormValues {
  name: string;
  from: Dayjs | null;
  to: Dayjs | null;
}

const at = (hour: number, minute: number) => dayjs().hour(hour).minute(minute).second(0);

/** The add/edit shift modal: a name, a from and a to time of day. */
function ShiftForm({ shift, onClose }: { shift: Shift | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveShift();
  const [problem, setProblem] = useState<string>();

  const submit = (values: FormValues) => {
    if (!values.from || !values.to) return;
    const input: ShiftInput = {
      name: values.name,
      fromHour: values.from.hour(),
      fromMinute: values.from.minute(),
      toHour: values.to.hour(),
      toMinute: values.to.minute(),
    };
    setProblem(undefined);
    save.mutate(
      { id: shift?.id, input },
      {
        // Doc 2 §8: 'Shift Added successfully' or 'Shift updated successfully'; else the status.
        onSuccess: (answer) => {
          message.success(answer.status);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={shift ? `Edit shift ${shift.name}` : 'Add shift'}
      okText="Save shift"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name="shift"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: shift?.name ?? '',
          from: shift ? at(shift.fromHour, shift.fromMinute) : null,
          to: shift ? at(shift.toHour, shift.toMinute) : null,
        }}
        onFinish={submit}
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
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}

/** `/shifts`: the machine shifts listed, with an add/edit modal and delete (doc 2 §2). */
export function ShiftsPage() {
  const health = useHealth();
  const shifts = useShifts();
  const remove = useDeleteShifts();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ shift: Shift | undefined }>();
  const [selected, setSelected] = useState<number[]>([]);
  if (!health.data) return <PageLoading />;
  const rights = machineRights(health.data);

  return (
    <Flex vertical gap={8}>
      <title>Machine shifts · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Machine shifts
      </Typography.Title>
      {shifts.error && <Alert type="error" showIcon title={errorMessage(shifts.error)} />}
      {rights.shifts && (
        <Flex gap={8}>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ shift: undefined })}
          >
            Add shift
          </Button>
          <Popconfirm
            title={SHIFT_MESSAGES.confirmDelete}
            okText="Delete"
            okButtonProps={{ danger: true }}
            disabled={selected.length === 0}
            onConfirm={() =>
              remove.mutate(selected, {
                onSuccess: () => {
                  message.success('Shifts deleted.');
                  setSelected([]);
                },
                onError: (error) => message.error(errorMessage(error)),
              })
            }
          >
            <Button danger disabled={selected.length === 0}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      )}
      <Table<Shift>
        aria-label="Machine shifts"
        rowKey="id"
        size="small"
        pagination={false}
        loading={shifts.isPending}
        dataSource={shifts.data}
        rowSelection={
          rights.shifts
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        locale={{ emptyText: 'No shifts' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Time', key: 'time', render: (_, s) => shiftPeriod(s) },
          ...(rights.shifts
            ? [
                {
                  title: <span className="visually-hidden">Actions</span>,
                  key: 'actions',
                  render: (_: unknown, shift: Shift) => (
                    <Button
                      type="link"
                      size="small"
                      aria-label={`Edit ${shift.name}`}
                      onClick={() => setEditing({ shift })}
                    >
                      Edit
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <ShiftForm shift={editing.shift} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
