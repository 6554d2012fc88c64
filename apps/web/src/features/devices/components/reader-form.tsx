import { type GateReader, GATE_READER_MESSAGES as M } from '@yardline/domain/devices/gates.schema';
import { Form, Input, Select } from 'antd';
import { useItvLocations } from '../../../api/itvs.ts';
import { useMachines } from '../../../api/machines.ts';
import { useMasterLists } from '../../../api/master-list.ts';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { statusRefusal, useGates, useSaveReader } from '../api/gates.ts';

interface Values {
  name: string;
  readerType: string;
  ip: string;
  gateId: number | null;
  machineId: number | null;
  itvId: number | null;
}

/** Add or edit a reader. A new reader's device key comes back once: `onClose` gets the answer. */
export function ReaderForm({
  reader,
  onClose,
}: {
  reader: GateReader | undefined;
  onClose: (saved?: { reader: GateReader; deviceKey?: string | undefined }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const gates = useGates();
  const [types] = useMasterLists(['reader-types']);
  const save = useSaveReader();
  const readerType = Form.useWatch('readerType', form);
  // A MACHINE or ITV reader is a tracker: its position reads move the one it is linked to.
  const tracks = readerType === 'MACHINE' || readerType === 'ITV' ? readerType : undefined;
  const machines = useMachines();
  const itvs = useItvLocations();

  return (
    <FormModal
      form={form}
      name="reader"
      title={reader ? `Edit reader ${reader.name}` : 'Add reader'}
      markRequired
      initialValues={{
        name: reader?.name ?? '',
        readerType: reader?.readerType ?? 'GATEIN',
        ip: reader?.ip ?? '',
        gateId: reader?.gate?.id ?? null,
        machineId: reader?.machineId ?? null,
        itvId: reader?.itvId ?? null,
      }}
      save={save}
      toVariables={(values) => ({
        id: reader?.id,
        values: {
          ...values,
          gateId: values.gateId ?? null,
          machineId: tracks === 'MACHINE' ? (values.machineId ?? null) : null,
          itvId: tracks === 'ITV' ? (values.itvId ?? null) : null,
          positionLat: reader?.positionLat ?? null,
          positionLong: reader?.positionLong ?? null,
        },
      })}
      refusal={statusRefusal}
      saved={(answer) => `Reader ${answer.reader.name} saved.`}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="Name (device id)"
        rules={[{ required: true, whitespace: true, message: M.readerName }]}
      >
        <Input autoFocus maxLength={40} />
      </Form.Item>
      <Form.Item name="readerType" label="Type" rules={[{ required: true, message: M.readerType }]}>
        <Select
          options={(types?.data ?? []).map((entry) => ({ value: entry.name, label: entry.name }))}
        />
      </Form.Item>
      <Form.Item
        name="ip"
        label="IP"
        rules={[{ required: true, whitespace: true, message: M.readerIp }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="gateId" label="Gate">
        <Select
          allowClear
          placeholder="No gate"
          options={(gates.data?.gates ?? []).map((gate) => ({
            value: gate.id,
            label: gate.name,
          }))}
        />
      </Form.Item>
      {tracks === 'MACHINE' && (
        <Form.Item name="machineId" label="Machine">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="No machine"
            loading={machines.isPending}
            options={(machines.data ?? []).map((machine) => ({
              value: machine.id,
              label: machine.machineName,
            }))}
          />
        </Form.Item>
      )}
      {tracks === 'ITV' && (
        <Form.Item name="itvId" label="ITV">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="No ITV"
            loading={itvs.isPending}
            options={(itvs.data ?? []).map((itv) => ({ value: itv.id, label: itv.itvNumber }))}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
