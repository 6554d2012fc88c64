import {
  CAMERA_IDS,
  CAMERA_LABELS,
  GATE_TYPES,
  type Gate,
  type GateInput,
  GATE_READER_MESSAGES as M,
} from '@yardline/domain/devices/gates.schema';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { statusRefusal, useReaders, useSaveGate } from '../api/gates.ts';

interface Values {
  name: string;
  type: 'IN' | 'OUT';
  positionLat: string;
  positionLong: string;
  cameras: string[];
  readerIds: number[];
}

/** Add or edit a gate: name, type, position, its cameras and the unused readers to attach. */
export function GateForm({ gate, onClose }: { gate: Gate | undefined; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const unused = useReaders(true);
  const save = useSaveGate();
  const readerOptions = [...(gate?.readers ?? []), ...(unused.data?.readers ?? [])].map(
    (reader) => ({
      value: reader.id,
      label: reader.name,
    }),
  );

  return (
    <FormModal
      form={form}
      name="gate"
      title={gate ? `Edit gate ${gate.name}` : 'Add gate'}
      markRequired
      initialValues={{
        name: gate?.name ?? '',
        type: gate?.type ?? 'IN',
        positionLat: gate ? String(gate.positionLat) : '',
        positionLong: gate ? String(gate.positionLong) : '',
        cameras: gate?.camConfig.map((camera) => camera.id) ?? [],
        readerIds: gate?.readers.map((reader) => reader.id) ?? [],
      }}
      save={save}
      toVariables={(values) => ({
        id: gate?.id,
        values: {
          name: values.name,
          type: values.type,
          positionLat: values.positionLat,
          positionLong: values.positionLong,
          camConfig: values.cameras.map((id) => ({ id: id as (typeof CAMERA_IDS)[number] })),
          readerIds: values.readerIds,
        } satisfies GateInput,
      })}
      refusal={statusRefusal}
      saved={(answer) => `Gate ${answer.gate.name} saved.`}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: M.gateName }]}
      >
        <Input autoFocus maxLength={60} />
      </Form.Item>
      <Form.Item name="type" label="Type">
        <Select options={GATE_TYPES.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item
        name="positionLat"
        label="Latitude"
        rules={[{ required: true, whitespace: true, message: M.gateLatitude }]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="positionLong"
        label="Longitude"
        rules={[{ required: true, whitespace: true, message: M.gateLongitude }]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="cameras" label="Cameras">
        <Select
          mode="multiple"
          options={CAMERA_IDS.map((id) => ({ value: id, label: CAMERA_LABELS[id] }))}
        />
      </Form.Item>
      <Form.Item name="readerIds" label="Readers">
        <Select
          mode="multiple"
          options={readerOptions}
          loading={unused.isLoading}
          optionFilterProp="label"
        />
      </Form.Item>
    </FormModal>
  );
}
