import { ITV_MESSAGES, type Itv, type ItvInput } from '@yardline/domain/machines/itv.schema';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import { useMachines } from '../../../api/machines.ts';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { itvNumberExists, useSaveItv } from '../api/itvs.ts';
import { PositionFields, StatusField, uniqueOnBlur } from './vehicle-fields.tsx';

interface FormValues {
  itvNumber: string;
  trailerNumber: string;
  deviceInstalled: boolean;
  status: NonNullable<ItvInput['status']>;
  latitude: number | null;
  longitude: number | null;
  machineName: string | undefined;
}

/** Add or edit an ITV; ITV and trailer numbers are checked for uniqueness on blur (doc 2 §5). */
export function ItvForm({ itv, onClose }: { itv: Itv | undefined; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveItv();
  const machines = useMachines();

  const unique = (field: 'itvNumber' | 'trailerNumber') =>
    uniqueOnBlur(
      (value) => itvNumberExists(field, value, itv?.id),
      field === 'itvNumber' ? ITV_MESSAGES.itvNumberTaken : ITV_MESSAGES.trailerNumberTaken,
    );

  return (
    <FormModal
      form={form}
      name="itv"
      title={itv ? `Edit ITV ${itv.itvNumber}` : 'Add ITV'}
      okText="Save ITV"
      initialValues={{
        itvNumber: itv?.itvNumber ?? '',
        trailerNumber: itv?.trailerNumber ?? '',
        deviceInstalled: itv?.deviceInstalled ?? false,
        status: itv?.status ?? 'Working',
        latitude: itv?.latitude ?? null,
        longitude: itv?.longitude ?? null,
        machineName: itv?.machineName ?? undefined,
      }}
      save={save}
      toVariables={(values) => ({
        id: itv?.id,
        input: {
          ...values,
          latitude: values.latitude ?? null,
          longitude: values.longitude ?? null,
          machineName: values.machineName ?? null,
        },
      })}
      saved={(answer) => `${ITV_MESSAGES.saved}: ${answer.itv.itvNumber}`}
      onClose={onClose}
    >
      <Form.Item
        label="ITV number"
        name="itvNumber"
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: ITV_MESSAGES.itvNumberRequired },
          unique('itvNumber'),
        ]}
      >
        <Input autoComplete="off" maxLength={20} autoFocus />
      </Form.Item>
      <Form.Item
        label="Trailer number"
        name="trailerNumber"
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: ITV_MESSAGES.trailerNumberRequired },
          unique('trailerNumber'),
        ]}
      >
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Space size={16} wrap>
        <StatusField name="status" />
        <Form.Item label="Machine" name="machineName">
          <Select
            aria-label="Machine"
            allowClear
            style={{ width: 180 }}
            options={(machines.data ?? []).map((m) => ({
              value: m.machineName,
              label: m.machineName,
            }))}
          />
        </Form.Item>
        <Form.Item label="Device" name="deviceInstalled" valuePropName="checked">
          <Checkbox>Device installed</Checkbox>
        </Form.Item>
      </Space>
      <PositionFields lat="latitude" lng="longitude" />
    </FormModal>
  );
}
