import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';

export interface FormModalProps<Values, Variables, Answer> {
  form: FormInstance<Values>;
  /** The form's name, which its fields' ids start with ("trailer" → `trailer_trailerNumber`). */
  name: string;
  title: string;
  /** The OK button's text. */
  okText?: string;
  initialValues: Partial<Values>;
  save: UseMutationResult<Answer, Error, Variables>;
  /** What is sent for the fields' values. */
  toVariables: (values: Values) => Variables;
  /** A reason found in the fields before sending: shown like the server's, and nothing is sent. */
  check?: (values: Values) => string | undefined;
  /** A reason the server gave in a successful answer (a status other than success). */
  refusal?: (answer: Answer) => string | undefined;
  /** The success message. */
  saved: (answer: Answer) => string;
  /** When set, the title of the alert that shows why the save failed, the reason under it. */
  failed?: string;
  /** Marks the required fields' labels (antd's asterisk). */
  markRequired?: boolean;
  /** Disables the fields while the save runs. */
  lockWhileSaving?: boolean;
  /** Closes the dialog: with the server's answer once saved, with nothing when cancelled. */
  onClose: (answer?: Answer) => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An add/edit dialog: the form in a modal whose OK button submits it (as does Enter where the
 * browser submits a form: in its only text field). Saved: the success message, and the dialog
 * closes; refused (before sending, by the server's status or its error): the reason shows under
 * the fields and the dialog stays open.
 */
export function FormModal<Values, Variables, Answer>({
  form,
  name,
  title,
  okText = 'Save',
  initialValues,
  save,
  toVariables,
  check,
  refusal,
  saved,
  failed,
  markRequired = false,
  lockWhileSaving = false,
  onClose,
  children,
}: FormModalProps<Values, Variables, Answer>) {
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string>();

  const submit = (values: Values) => {
    const found = check?.(values);
    setProblem(found);
    if (found) return;
    save.mutate(toVariables(values), {
      onSuccess: (answer) => {
        const refused = refusal?.(answer);
        if (refused) return setProblem(refused);
        message.success(saved(answer));
        onClose(answer);
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
      onCancel={() => onClose()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={markRequired}
        initialValues={initialValues}
        onFinish={submit}
        disabled={lockWhileSaving && save.isPending}
      >
        {children}
        {problem && (
          <Alert
            type="error"
            showIcon
            title={failed ?? problem}
            {...(failed ? { description: problem } : {})}
          />
        )}
      </Form>
    </Modal>
  );
}
