import type { Trailer, TrailerInput } from '@yardline/domain/trailers/trailer.schema';
import { Form } from 'antd';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { type TextField, TextFields } from '../../../components/crud/text-fields.tsx';
import { useSaveTrailer } from '../api/save-trailer.ts';

const FIELDS: TextField<keyof TrailerInput>[] = [
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
  const [form] = Form.useForm<TrailerInput>();
  const save = useSaveTrailer();

  return (
    <FormModal
      form={form}
      name="trailer"
      title={trailer ? `Edit trailer ${trailer.trailerTagId}` : 'Add trailer'}
      okText="Save trailer"
      initialValues={Object.fromEntries(FIELDS.map(({ name }) => [name, trailer?.[name] ?? '']))}
      save={save}
      toVariables={(input) => ({ id: trailer?.id, input })}
      saved={(answer) => `Trailer ${answer.trailer.trailerTagId} saved.`}
      onClose={onClose}
    >
      <TextFields fields={FIELDS} />
    </FormModal>
  );
}
