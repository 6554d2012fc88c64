import { ITV_MESSAGES, type Itv, type ItvInput } from '@yardline/domain/machines/itv.schema';
import { MACHINE_STATUSES } from '@yardline/domain/machines/machine.schema';
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useMachines } from '../../../api/machines.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { itvNumberExists, useSaveItv } from '../api/itvs.ts';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveItv();
  const machines = useMachines();

  const unique = (field: 'itvNumber' | 'trailerNumber') => ({
    validator: async (_: unknown, value: string | undefined) => {
      const trimmed = value?.trim();
      if (!trimmed) return;
      if (await itvNumberExists(field, trimmed, itv?.id)) {
        throw new Error(
          field === 'itvNumber'
            ? ITV_MESSAGES.itvNumberTaken(trimmed)
            : ITV_MESSAGES.trailerNumberTaken(trimmed),
        );
      }
    },
  });

  const submit = (values: FormValues) => {
    setProblem(undefined);
    save.mutate(
      {
        id: itv?.id,
        input: {
          ...values,
          latitude: values.latitude ?? null,
          longitude: values.longitude ?? null,
          machineName: values.machineName ?? null,
        },
      },
      {
        onSuccess: (answer) => {
          message.success(`${ITV_MESSAGES.saved}: ${answer.itv.itvNumber}`);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={itv ? `Edit ITV ${itv.itvNumber}` : 'Add ITV'}
      okText="Save ITV"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name="itv"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          itvNumber: itv?.itvNumber ?? '',
          trailerNumber: itv?.trailerNumber ?? '',
          deviceInstalled: itv?.deviceInstalled ?? false,
          status: itv?.status ?? 'Working',
          latitude: itv?.latitude ?? null,
          longitude: itv?.longitude ?? null,
          machineName: itv?.machineName ?? undefined,
        }}
        onFinish={submit}
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
          <Form.Item label="Status" name="status">
            <Select
              aria-label="Status"
              style={{ width: 160 }}
              options={MACHINE_STATUSES.map((status) => ({ value: status, label: status }))}
            />
          </Form.Item>
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
        <Space size={16}>
          <Form.Item label="Latitude" name="latitude">
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Longitude" name="longitude">
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
