import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography, theme } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { healthQueryOptions, useHealth } from '../../api/health.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { useLogout } from './api/logout.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';

/**
 * `/change-password`: where a user who logged in with a one-time password (the first superadmin
 * of a new database) must choose their own before the server allows anything else. Once changed,
 * they carry on into the app, still logged in.
 */
export function ChangePasswordPage() {
  const health = useHealth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const { message } = App.useApp();
  const { token } = theme.useToken();

  if (!health.data) return <PageLoading />;
  if (!health.data.mustChangePassword) return <Navigate to={health.data.landingPage} replace />;

  const changed = async () => {
    message.success('Password changed.');
    // Read the session again: it is no longer limited to this screen.
    const next = await queryClient.fetchQuery({ ...healthQueryOptions, staleTime: 0 });
    navigate(next.landingPage, { replace: true });
  };

  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <title>Choose your password · Yardline</title>
      <Flex
        component="section"
        vertical
        gap={12}
        aria-label="Choose your password"
        style={{
          width: 400,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            Choose your password
          </Typography.Title>
          <Typography.Text type="secondary">
            {health.data.userName} logged in with a one-time password. Choose your own to start
            using Yardline: at least 8 characters with a lowercase and an uppercase letter, a digit
            and one of ! @ # $ % ^ & *.
          </Typography.Text>
        </div>
        <ChangePasswordForm
          oneTime
          autoFocus
          onChanged={() => void changed()}
          secondaryAction={
            <Button onClick={() => logout.mutate()} loading={logout.isPending}>
              Log out
            </Button>
          }
        />
      </Flex>
    </Flex>
  );
}
