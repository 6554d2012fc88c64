import {
  type ContainerEditInput,
  INVALID_CONTAINER_NUMBER,
  STILL_UPDATE_QUESTION,
} from '@yardline/domain/containers/container-edit';
import type { ContainerRecord } from '@yardline/domain/containers/container-records';
import { Alert, App, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/date-time.ts';
import { useEditContainer } from '../api/edit-container.ts';

interface Fields {
  containerNumber: string;
  sizeType: string;
  igm: string;
  item: string;
  category: string;
  vessel: string;
  expectedDeparture: string;
  hazardous: boolean;
  jobOrderNumber: string;
  dispatchDate: string;
}

/**
 * Edit a box's record (doc 1 §4, §8), with what planning uses when known: vessel, announced
 * departure, job order, hazardous. The dispatch date is enabled only when the box has one. A
 * number failing the check digit is answered 'Invalid container number…': the user is asked
 * whether to save it anyway, and yes resubmits with skipValidation.
 */
export function EditContainerModal({
  record,
  onClose,
}: {
  record: ContainerRecord;
  onClose: () => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const edit = useEditContainer();
  const [problem, setProblem] = useState<string>();

  const save = async (fields: Fields, skipValidation: boolean): Promise<void> => {
    const body: ContainerEditInput = {
      id: record.id,
      containerNumber: fields.containerNumber,
      sizeType: fields.sizeType,
      igm: fields.igm ?? '',
      item: fields.item ?? '',
      category: fields.category ?? '',
      vessel: fields.vessel ?? '',
      expectedDepartureAt: fields.expectedDeparture
        ? fromLocalInput(fields.expectedDeparture)
        : null,
      hazardous: fields.hazardous ?? false,
      jobOrderNumber: fields.jobOrderNumber ?? '',
      ...(record.dispatchDate && fields.dispatchDate
        ? { dispatchDate: fromLocalInput(fields.dispatchDate) }
        : {}),
    };
    try {
      await edit.mutateAsync({ edit: body, skipValidation });
      message.success(`${fields.containerNumber} saved.`);
      onClose();
    } catch (error) {
      const text = errorMessage(error);
      if (!skipValidation && text.startsWith(INVALID_CONTAINER_NUMBER)) {
        modal.confirm({
          title: STILL_UPDATE_QUESTION,
          content: text,
          okText: 'Yes',
          cancelText: 'No',
          onOk: () => save(fields, true),
        });
        return;
      }
      setProblem(text);
    }
  };

  return (
    <Modal
      open
      title={`Edit ${record.containerNumber}`}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={edit.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        name="edit-container"
        initialValues={{
          containerNumber: record.containerNumber,
          sizeType: record.sizeType,
          igm: record.igm ?? '',
          item: record.item ?? '',
          category: record.category ?? '',
          vessel: record.vessel ?? '',
          expectedDeparture: record.expectedDepartureAt
            ? toLocalInput(record.expectedDepartureAt)
            : '',
          hazardous: record.hazardous,
          jobOrderNumber: record.jobOrderNumber ?? '',
          dispatchDate: record.dispatchDate ? toLocalInput(record.dispatchDate) : '',
        }}
        onFinish={(fields) => save(fields, false)}
        onValuesChange={() => setProblem(undefined)}
      >
        <Form.Item
          label="Container number"
          name="containerNumber"
          rules={[{ required: true, message: 'Enter the container number.' }]}
        >
          <Input maxLength={13} autoFocus />
        </Form.Item>
        <Form.Item label="Size-type code" name="sizeType">
          <Input maxLength={4} />
        </Form.Item>
        <Form.Item label="IGM" name="igm">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label="Item" name="item">
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item label="Category" name="category">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item label="Vessel" name="vessel">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="Announced departure" name="expectedDeparture">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item label="Job order" name="jobOrderNumber">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="hazardous" valuePropName="checked">
          <Checkbox>Hazardous</Checkbox>
        </Form.Item>
        <Form.Item
          label="Dispatch date"
          name="dispatchDate"
          extra={
            record.dispatchDate ? undefined : 'Only a dispatched container has a dispatch date.'
          }
        >
          <Input type="datetime-local" disabled={!record.dispatchDate} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
