import {
  LABEL_LETTERS,
  MACHINE_MESSAGES,
  MACHINE_TYPES,
  type Machine,
  type MachineInput,
} from '@yardline/domain/machines/machine.schema';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { MachineIcon } from '../../../components/machine-map/machine-icon.tsx';
import { machineNameExists } from '../api/machine-name-exists.ts';
import { useSaveMachine } from '../api/save-machine.ts';
import { PositionFields, StatusField, uniqueOnBlur } from './vehicle-fields.tsx';

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
  const [form] = Form.useForm<FormValues>();
  const save = useSaveMachine();
  const usedLabels = new Set(
    machines.filter((m) => m.id !== machine?.id && m.label).map((m) => m.label),
  );

  return (
    <FormModal
      form={form}
      name="machine"
      title={machine ? `Edit machine ${machine.machineName}` : 'Add machine'}
      okText="Save machine"
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
      save={save}
      toVariables={(values) => ({
        id: machine?.id,
        input: {
          machineName: values.machineName,
          machineType: values.machineType as MachineInput['machineType'],
          machineStatus: values.machineStatus,
          label: values.label ?? null,
          isrfidInstalled: values.isrfidInstalled,
          zone: values.zone.trim() || null,
          lat: values.lat ?? null,
          lng: values.lng ?? null,
        },
      })}
      saved={(answer) => `${MACHINE_MESSAGES.saved}: ${answer.machine.machineName}`}
      onClose={onClose}
    >
      <Form.Item
        label="Machine name"
        name="machineName"
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: MACHINE_MESSAGES.nameRequired },
          uniqueOnBlur((name) => machineNameExists(name, machine?.id), MACHINE_MESSAGES.nameTaken),
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
        <StatusField name="machineStatus" />
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
      <PositionFields lat="lat" lng="lng" />
    </FormModal>
  );
}
