import {
  canSendSurveys,
  invalidRecipients,
  SURVEY_MAIL_ERROR,
  type Survey,
} from '@yardline/domain/surveys/survey';
import { Alert, App, Divider, Form, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useEmailSurveys, useSurveys } from '../api/surveys.ts';
import { AddSurveyForm } from './add-survey-form.tsx';
import { SurveyPhotos } from './survey-photos.tsx';

/**
 * A box's surveys, one per visit, with their photos, and mailing the chosen ones (doc 1 §2, §5,
 * §8): recipients and body start as the metadata's; Send stays off while a recipient is invalid,
 * no survey is chosen or the body is empty. Users who may change boxes also survey the current
 * visit and add photos.
 */
export function SurveysModal({
  number,
  mayChange,
  onClose,
}: {
  number: string;
  mayChange: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const surveys = useSurveys(number);
  const metadata = useMetadata().data;
  const send = useEmailSurveys();
  const [chosen, setChosen] = useState<number[]>([]);
  const [recipients, setRecipients] = useState<string>();
  const [mailBody, setMailBody] = useState<string>();
  const to = recipients ?? metadata?.surveyPreConfiguredEmailRecipients ?? '';
  const body = mailBody ?? metadata?.surveyPreConfiguredEmailBody ?? '';
  const invalid = invalidRecipients(to);
  // The visit still in the yard is the current one; it has one survey at most.
  const maySurvey =
    mayChange && surveys.data !== undefined && !surveys.data.some((s) => s.gateOutDate === null);

  const submit = () =>
    send.mutate(
      { recipients: to, mailBody: body, surveyIds: chosen },
      {
        onSuccess: (answer) => {
          if (answer.responsestatus === 'failed') return message.error(SURVEY_MAIL_ERROR, 5);
          message.success(answer.message, 5);
          onClose();
        },
        onError: (error) => message.error(errorMessage(error), 5),
      },
    );

  return (
    <Modal
      open
      width={760}
      title={`Surveys of ${number}`}
      okText="Send"
      onOk={submit}
      okButtonProps={{
        disabled: !canSendSurveys({ recipients: to, mailBody: body, surveyIds: chosen }),
        loading: send.isPending,
      }}
      onCancel={onClose}
    >
      {surveys.error && <Alert type="error" showIcon title={errorMessage(surveys.error)} />}
      <Table<Survey>
        size="small"
        rowKey="id"
        loading={surveys.isPending}
        dataSource={surveys.data ?? []}
        pagination={false}
        locale={{ emptyText: 'No surveys for this box.' }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(Number)),
        }}
        columns={[
          {
            title: 'Visit',
            render: (_, survey) =>
              `${formatDateTime(survey.gateInDate)} – ${
                survey.gateOutDate ? formatDateTime(survey.gateOutDate) : 'in the yard'
              }`,
          },
          {
            title: 'Condition',
            dataIndex: 'condition',
            render: (condition: string) => (
              <Tag color={condition === 'damaged' ? 'red' : 'green'}>{condition}</Tag>
            ),
          },
          { title: 'Damage notes', dataIndex: 'damageNotes' },
          {
            title: 'Photos',
            render: (_, survey) => (
              <SurveyPhotos survey={survey} number={number} mayChange={mayChange} />
            ),
          },
          { title: 'Surveyed by', dataIndex: 'surveyedBy' },
        ]}
      />
      {maySurvey && (
        <>
          <Divider titlePlacement="start">Add a survey of the current visit</Divider>
          <AddSurveyForm number={number} />
        </>
      )}
      <Divider titlePlacement="start">Mail the chosen surveys</Divider>
      <Form layout="vertical">
        <Form.Item
          label="Recipients"
          htmlFor="survey-recipients"
          validateStatus={invalid.length > 0 ? 'error' : undefined}
          help={
            invalid.length > 0
              ? `Not e-mail addresses: ${invalid.join(', ')}`
              : 'Separate addresses with commas.'
          }
        >
          <Input
            id="survey-recipients"
            value={to}
            onChange={(event) => setRecipients(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Mail body" htmlFor="survey-mail-body">
          <Input.TextArea
            id="survey-mail-body"
            rows={4}
            value={body}
            onChange={(event) => setMailBody(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
