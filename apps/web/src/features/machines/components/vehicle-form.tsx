import type { UseMutationResult } from '@tanstack/react-query';
import { MACHINE_STATUSES } from '@yardline/domain/machines/machine.schema';
import { Alert, App, Form, type FormInstance, InputNumber, Modal, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';

/**
 * The add/edit dialog machines and ITVs share: the form in a modal, saved by `save`; on success
 * `{saved}: {name}` and the dialog closes, otherwise the server's reason shows under the fields.
 */
export function VehicleFormModal<Values, Variables, Answer>({
  form,
  name,
  title,
  okText,
  initialValues,
  save,
  toVariables,
  saved,
  onClose,
  children,
}: {
  form: FormInstance<Values>;
  name: string;
  title: string;
  okText: string;
  initialValues: Partial<Values>;
  save: UseMutationResult<Answer, Error, Variables>;
  toVariables: (values: Values) => Variables;
  /** The success message: the kind's "saved" text and the saved vehicle's name. */
  saved: (answer: Answer) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string>();

  const submit = (values: Values) => {
    setProblem(undefined);
    save.mutate(toVariables(values), {
      onSuccess: (answer) => {
        message.success(saved(answer));
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit}
      >
        {children}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}

/** A rule checked when the field loses focus: refused with `taken(value)` if `exists(value)`. */
export const uniqueOnBlur = (
  exists: (value: string) => Promise<boolean>,
  taken: (value: string) => string,
) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const trimmed = value?.trim();
    if (!trimmed) return;
    if (await exists(trimmed)) throw new Error(taken(trimmed));
  },
});

/** Working, Idle or Break-Down (doc 2 §4), under the form field `name`. */
export const StatusField = ({ name }: { name: string }) => (
  <Form.Item label="Status" name={name}>
    <Select
      aria-label="Status"
      style={{ width: 160 }}
      options={MACHINE_STATUSES.map((status) => ({ value: status, label: status }))}
    />
  </Form.Item>
);

/** Latitude and longitude, both optional, under the form fields named. */
export const PositionFields = ({ lat, lng }: { lat: string; lng: string }) => (
  <Space size={16}>
    <Form.Item label="Latitude" name={lat}>
      <InputNumber min={-90} max={90} step={0.0001} style={{ width: 160 }} />
    </Form.Item>
    <Form.Item label="Longitude" name={lng}>
      <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
    </Form.Item>
  </Space>
);
