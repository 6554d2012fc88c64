import { useQuery } from '@tanstack/react-query';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordProblem,
  firstPasswordProblem,
} from '@yardline/domain/session/change-password';
import { Alert, Button, Flex, Form, Input, type InputRef } from 'antd';
import { type ReactNode, type Ref, useState } from 'react';
import { metadataQueryOptions } from '../../../api/metadata.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { type PasswordFields, useChangePassword } from '../api/change-password.ts';
import { useCurrentUser } from '../api/current-user.ts';

interface ChangePasswordFormProps {
  /**
   * Replacing a one-time password: the server allows nothing else yet (settings included), wants
   * a strong password whatever `passwordStrictness` says, and refuses to keep the old one.
   */
  oneTime?: boolean;
  /** Called once the server answered passwordUpdated. */
  onChanged: () => void;
  /** Beside the submit button: Cancel in the dialog, Log out on the first-login screen. */
  secondaryAction: ReactNode;
  firstFieldRef?: Ref<InputRef>;
  autoFocus?: boolean;
}

/** Old, new and confirm password (doc 3 §4, §5, §8): checked here, then again by the server. */
export function ChangePasswordForm({
  oneTime = false,
  onChanged,
  secondaryAction,
  firstFieldRef,
  autoFocus,
}: ChangePasswordFormProps) {
  const [problem, setProblem] = useState<string>();
  const metadata = useQuery({ ...metadataQueryOptions, enabled: !oneTime });
  const user = useCurrentUser();
  const changePassword = useChangePassword();
  const strict = metadata.data?.passwordStrictness ?? DEFAULT_METADATA.passwordStrictness;

  const submit = (values: Partial<PasswordFields>) => {
    const fields: PasswordFields = {
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const found = oneTime ? firstPasswordProblem(fields) : changePasswordProblem(fields, strict);
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
          onChanged();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
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
      <Form.Item label={oneTime ? 'One-time password' : 'Old password'} name="oldPassword">
        <Input.Password ref={firstFieldRef} autoFocus={autoFocus} autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New password" name="newPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm password" name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        {secondaryAction}
        <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
          Change password
        </Button>
      </Flex>
    </Form>
  );
}
