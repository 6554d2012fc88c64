import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordProblem,
} from '@yardline/domain/session/change-password';
import { Alert, App, Button, Flex, Form, Input, type InputRef, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { type PasswordFields, useChangePassword } from '../api/change-password.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useLogout } from '../api/logout.ts';

/** Doc 3 §9: the user is logged out this long after the password changed. */
const LOGOUT_DELAY_MS = 2000;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's change-password dialog (doc 3 §4, §5, §8). */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { message } = App.useApp();
  const firstField = useRef<InputRef>(null);
  const [problem, setProblem] = useState<string>();
  const metadata = useMetadata();
  const user = useCurrentUser(open);
  const changePassword = useChangePassword();
  const logout = useLogout();
  const strict = metadata.data?.passwordStrictness ?? DEFAULT_METADATA.passwordStrictness;

  const close = () => {
    setProblem(undefined);
    changePassword.reset();
    onClose();
  };

  const submit = (values: Partial<PasswordFields>) => {
    const fields: PasswordFields = {
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const found = changePasswordProblem(fields, strict);
    setProblem(found);
    if (found) return;
    if (!user.data) {
      setProblem(user.error ? errorMessage(user.error) : 'Your account is still loading.');
      return;
    }
    changePassword.mutate(
      { user: user.data, fields },
      {
        onSuccess: ({ status }) => {
          if (status !== CHANGE_PASSWORD_MESSAGES.updated) return setProblem(status);
          message.success('Password changed. You will be logged out.');
          close();
          setTimeout(() => logout.mutate(), LOGOUT_DELAY_MS);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      title="Change password"
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => visible && firstField.current?.focus()}
    >
      <Form<Partial<PasswordFields>>
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={changePassword.isPending}
      >
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          hidden
          readOnly
          autoComplete="username"
          value={user.data?.username ?? ''}
        />
        <Form.Item label="Old password" name="oldPassword">
          <Input.Password ref={firstField} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New password" name="newPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm password" name="confirmPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
        <Flex justify="end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
