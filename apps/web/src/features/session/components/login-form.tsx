import { useQueryClient } from '@tanstack/react-query';
import { EncryptedPassword, LoginBody } from '@yardline/domain/session/session.schema';
import { Alert, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { SESSION_KEY } from '../../../api/health.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { type Credentials, useLogin } from '../api/login.ts';

interface LoginFormProps {
  /** Called as the user submits, before the answer comes back. */
  onSubmit?: () => void;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();

  const submit = (credentials: Credentials) => {
    onSubmit?.();
    login.mutate(credentials, {
      onSuccess: ({ landingPage }) => {
        // Nothing cached before the login belongs to this user.
        queryClient.removeQueries({ queryKey: [SESSION_KEY] });
        navigate(landingPage, { replace: true });
      },
    });
  };

  return (
    <Form<Credentials>
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={login.isPending}
    >
      <Form.Item label="Username" name="username" rules={[zodRule(LoginBody.shape.username)]}>
        <Input autoFocus autoComplete="username" spellCheck={false} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[zodRule(EncryptedPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {login.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(login.error)}
          style={{ marginBottom: 12 }}
        />
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        Log in
      </Button>
    </Form>
  );
}
