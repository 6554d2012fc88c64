import {
  LABEL_LETTERS,
  MACHINE_MESSAGES,
  MACHINE_STATUSES,
  MACHINE_TYPES,
  type Machine,
  type MachineInput,
} from '@yardline/domain/machines/machine.schema';
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { MachineIcon } from '../../../components/machine-map/machine-icon.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { machineNameExists } from '../api/machine-name-exists.ts';
import { useSaveMachine } from '../api/save-machine.ts';

interface FormValues {
  machineName: string;
  machineType: MachineInput['machineType'] | undefined;
  machineStatus: NonNullable<MachineInput['machineStatus']>;
  label: string | undefined;
  isrfidInstalled: boolean;
  zone: string;
  lat: number | null;
  lng: number | null;
}

/** Add or edit a machine; the name's availability is checked when the field loses focus (doc 2 §5). */
export function MachineForm({
  machine,
  machines,
  onClose,
}: {
  machine: Machine | undefined;
  /** Every machine, to offer only the label letters still free. */
  machines: readonly Machine[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveMachine();
  const usedLabels = new Set(
    machines.filter((m) => m.id !== machine?.id && m.label).map((m) => m.label),
  );

  const nameAvailable = {
    validator: async (_: unknown, name: string | undefined) => {
      const trimmed = name?.trim();
      if (!trimmed) return;
      if (await machineNameExists(trimmed, machine?.id)) {
        throw new Error(MACHINE_MESSAGES.nameTaken(trimmed));
      }
    },
  };

  const submit = (values: FormValues) => {
    setProblem(undefined);
    const input: MachineInput = {
      machineName: values.machineName,
      machineType: values.machineType as MachineInput['machineType'],
      machineStatus: values.machineStatus,
      label: values.label ?? null,
      isrfidInstalled: values.isrfidInstalled,
      zone: values.zone.trim() || null,
      lat: values.lat ?? null,
      lng: values.lng ?? null,
    };
    save.mutate(
      { id: machine?.id, input },
      {
        onSuccess: (answer) => {
          message.success(`${MACHINE_MESSAGES.saved}: ${answer.machine.machineName}`);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={machine ? `Edit machine ${machine.machineName}` : 'Add machine'}
      okText="Save machine"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name="machine"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          machineName: machine?.machineName ?? '',
          machineType: machine?.machineType,
          machineStatus: machine?.machineStatus ?? 'Working',
          label: machine?.label ?? undefined,
          isrfidInstalled: machine?.isrfidInstalled ?? false,
          zone: machine?.zone ?? '',
          lat: machine?.lat ?? null,
          lng: machine?.lng ?? null,
        }}
        onFinish={submit}
      >
        <Form.Item
          label="Machine name"
          name="machineName"
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: MACHINE_MESSAGES.nameRequired },
            nameAvailable,
          ]}
        >
          <Input autoComplete="off" maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item
          label="Machine type"
          name="machineType"
          rules={[{ required: true, message: 'Choose the machine type' }]}
        >
          <Select
            aria-label="Machine type"
            options={MACHINE_TYPES.map((type) => ({
              value: type,
              label: (
                <Space size={6}>
                  <MachineIcon type={type} />
                  {type}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        <Space size={16} wrap>
          <Form.Item label="Status" name="machineStatus">
            <Select
              aria-label="Status"
              style={{ width: 160 }}
              options={MACHINE_STATUSES.map((status) => ({ value: status, label: status }))}
            />
          </Form.Item>
          <Form.Item label="Label" name="label" tooltip="The letter it is marked with on the map">
            <Select
              aria-label="Label"
              allowClear
              virtual={false}
              style={{ width: 100 }}
              options={LABEL_LETTERS.map((letter) => ({
                value: letter,
                label: letter,
                disabled: usedLabels.has(letter),
              }))}
            />
          </Form.Item>
          <Form.Item label="RFID" name="isrfidInstalled" valuePropName="checked">
            <Checkbox>RFID installed</Checkbox>
          </Form.Item>
        </Space>
        <Form.Item label="Zone" name="zone">
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Space size={16}>
          <Form.Item label="Latitude" name="lat">
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Longitude" name="lng">
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
