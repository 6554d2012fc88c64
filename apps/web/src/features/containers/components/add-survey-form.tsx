import { UploadOutlined } from '@ant-design/icons';
import { SURVEY_CONDITIONS, type SurveyCondition } from '@yardline/domain/surveys/survey';
import { SURVEY_PHOTO_LIMITS } from '@yardline/domain/surveys/survey-photos';
import { App, Button, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAddSurvey } from '../api/surveys.ts';
import { PHOTO_ACCEPT } from './survey-photos.tsx';

/** Surveys the box's current visit: condition, damage notes and up to the limit of photos. */
export function AddSurveyForm({ number }: { number: string }) {
  const { message } = App.useApp();
  const add = useAddSurvey(number);
  const [condition, setCondition] = useState<SurveyCondition>('sound');
  const [damageNotes, setDamageNotes] = useState('');
  const [photos, setPhotos] = useState<UploadFile[]>([]);

  const submit = () =>
    add.mutate(
      {
        survey: { containerNumber: number, condition, damageNotes },
        photos: photos.flatMap((photo) => (photo.originFileObj ? [photo.originFileObj] : [])),
      },
      {
        onSuccess: () => {
          message.success(`Survey of ${number} added.`, 5);
          setDamageNotes('');
          setPhotos([]);
        },
        onError: (error) => message.error(errorMessage(error), 5),
      },
    );

  return (
    <Form layout="vertical" aria-label="Add a survey" style={{ marginTop: 16 }}>
      <Form.Item label="Condition">
        <Radio.Group
          value={condition}
          onChange={(event) => setCondition(event.target.value)}
          options={SURVEY_CONDITIONS.map((value) => ({ value, label: value }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item label="Damage notes" htmlFor="survey-damage-notes">
        <Input.TextArea
          id="survey-damage-notes"
          rows={2}
          maxLength={2000}
          value={damageNotes}
          onChange={(event) => setDamageNotes(event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label="Photos"
        help={`JPEG or PNG, at most ${SURVEY_PHOTO_LIMITS.perSurvey}, each up to ${
          SURVEY_PHOTO_LIMITS.maxBytes / 1024 / 1024
        } MB.`}
      >
        <Upload
          accept={PHOTO_ACCEPT}
          listType="picture"
          multiple
          maxCount={SURVEY_PHOTO_LIMITS.perSurvey}
          fileList={photos}
          beforeUpload={() => false}
          onChange={({ fileList }) => setPhotos(fileList)}
        >
          <Button icon={<UploadOutlined />}>Choose photos</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" onClick={submit} loading={add.isPending}>
        Add survey
      </Button>
    </Form>
  );
}
