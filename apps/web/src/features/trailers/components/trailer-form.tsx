import type { Trailer, TrailerInput } from '@yardline/domain/trailers/trailer.schema';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveTrailer } from '../api/save-trailer.ts';

const FIELDS: { name: keyof TrailerInput; label: string; max: number; required?: string }[] = [
  { name: 'trailerTagId', label: 'Trailer tag', max: 20, required: 'Enter trailer tag' },
  { name: 'trailerNumber', label: 'Trailer number', max: 20, required: 'Enter trailer number' },
  { name: 'trailerTagId1', label: 'Trailer tag 1', max: 20 },
  { name: 'trailerTagId2', label: 'Trailer tag 2', max: 20 },
  { name: 'containerNumber', label: 'Container number', max: 11 },
  { name: 'trailerType', label: 'Trailer type', max: 40 },
  { name: 'type', label: 'Type', max: 40 },
  { name: 'plaCard1', label: 'PLA card 1', max: 20 },
  { name: 'plaCard2', label: 'PLA card 2', max: 20 },
];

/** Add or edit a trailer; a status other than TRSuccess is shown in the dialog (doc 3 §8). */
export function TrailerForm({
  trailer,
  onClose,
}: {
  trailer: Trailer | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TrailerInput>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveTrailer();
  const title = trailer ? `Edit trailer ${trailer.trailerTagId}` : 'Add trailer';

  const submit = (input: TrailerInput) => {
    setProblem(undefined);
    save.mutate(
      { id: trailer?.id, input },
      {
        onSuccess: (answer) => {
          message.success(`Trailer ${answer.trailer.trailerTagId} saved.`);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={title}
      okText="Save trailer"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<TrailerInput>
        form={form}
        name="trailer"
        layout="vertical"
        requiredMark={false}
        initialValues={Object.fromEntries(FIELDS.map(({ name }) => [name, trailer?.[name] ?? '']))}
        onFinish={submit}
      >
        {FIELDS.map(({ name, label, max, required }) => (
          <Form.Item
            key={name}
            label={label}
            name={name}
            rules={required ? [{ required: true, whitespace: true, message: required }] : []}
          >
            <Input autoComplete="off" maxLength={max} autoFocus={name === 'trailerTagId'} />
          </Form.Item>
        ))}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
