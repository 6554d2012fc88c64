import { StoredFile } from '@yardline/domain/files/export';
import { TASK_COMPLETION_STATUSES, type TaskOptions } from '@yardline/domain/tasks/task.schema';
import { Alert, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { downloadFile } from '../../../components/download-file.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

interface Values {
  range: [Dayjs, Dayjs];
  machines: string[];
  deliveryModes: string[];
  taskTypes: string[];
  taskCompletionStatus: (typeof TASK_COMPLETION_STATUSES)[number];
}

/**
 * Export tasks to Excel (doc 3 §7, §9): from, to (default the current day), machines, delivery
 * modes, task types and ALL, Pending or Completed; the server writes the file through the shared
 * export module and it downloads by its name with the session (GET /rest/tasks/report).
 */
export function ExportTasksDialog({
  options,
  onClose,
}: {
  options: TaskOptions;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const list = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);

  async function submit(values: Values) {
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await apiRequest('/rest/tasks/export', StoredFile, {
        query: {
          from: values.range[0].toISOString(),
          to: values.range[1].toISOString(),
          machines: list(values.machines),
          deliveryModes: list(values.deliveryModes),
          taskTypes: list(values.taskTypes),
          taskCompletionStatus: values.taskCompletionStatus,
          format: 'xlsx',
        },
      });
      // Downloaded by its name, as doc 3 §7's "download report (reportName)" asks.
      downloadFile({
        name: file.name,
        path: `/rest/tasks/report?reportName=${encodeURIComponent(file.name)}`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const choices = (values: readonly string[]) => values.map((value) => ({ value }));
  return (
    <Modal
      open
      title="Export tasks"
      okText="Export"
      onOk={() => form.submit()}
      confirmLoading={busy}
      onCancel={onClose}
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          range: [dayjs().startOf('day'), dayjs().startOf('day').add(1, 'day')],
          taskCompletionStatus: 'ALL',
        }}
      >
        <Form.Item name="range" label="Generated from – to">
          <DatePicker.RangePicker showTime aria-label="Generated from – to" />
        </Form.Item>
        <Form.Item name="taskCompletionStatus" label="Status">
          <Select aria-label="Status" options={choices(TASK_COMPLETION_STATUSES)} />
        </Form.Item>
        <Form.Item name="machines" label="Machines">
          <Select
            mode="multiple"
            aria-label="Machines"
            options={choices(['ALL', ...options.machines])}
          />
        </Form.Item>
        <Form.Item name="deliveryModes" label="Delivery modes">
          <Select
            mode="multiple"
            aria-label="Delivery modes"
            options={choices(options.deliveryModes)}
          />
        </Form.Item>
        <Form.Item name="taskTypes" label="Task types">
          <Select mode="multiple" aria-label="Task types" options={choices(options.taskTypes)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
