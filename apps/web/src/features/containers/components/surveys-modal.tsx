import {
  canSendSurveys,
  invalidRecipients,
  SURVEY_MAIL_ERROR,
  type Survey,
} from '@yardline/domain/surveys/survey';
import { Alert, App, Form, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useEmailSurveys, useSurveys } from '../api/surveys.ts';

/**
 * A box's surveys, one per visit, and mailing the chosen ones (doc 1 §2, §5, §8): recipients and
 * body start as the metadata's; Send stays off while a recipient is invalid, no survey is chosen
 * or the body is empty.
 */
export function SurveysModal({ number, onClose }: { number: string; onClose: () => void }) {
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
      {surveys.error && <Alert type="error" showIcon message={errorMessage(surveys.error)} />}
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
          { title: 'Photos', render: (_, survey) => survey.photos.length },
          { title: 'Surveyed by', dataIndex: 'surveyedBy' },
        ]}
      />
      <Form layout="vertical" style={{ marginTop: 16 }}>
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
