import { Alert, Flex, Typography, theme } from 'antd';
import { Navigate } from 'react-router';
import { UNREACHABLE_MESSAGE } from '../../lib/api-client.ts';
import { useApiStatus } from '../../lib/api-status.ts';
import { useSessionState } from './api/session-state.ts';
import { LoginForm } from './components/login-form.tsx';
import { useUrlNotes } from './use-url-notes.ts';

/** `/` and `/login`. A user who is still logged in goes straight to their landing page. */
export function LoginPage() {
  const session = useSessionState();
  const notes = useUrlNotes();
  const { unreachable } = useApiStatus();
  const { token } = theme.useToken();

  if (session.data?.signedIn) return <Navigate to={session.data.landingPage} replace />;

  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Flex
        component="section"
        vertical
        gap={12}
        aria-label="Log in to Yardline"
        style={{
          width: 360,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
            Yardline
          </Typography.Title>
          <Typography.Text type="secondary">Terminal operating system</Typography.Text>
        </div>
        {notes.expired && (
          <Alert
            type="info"
            showIcon
            title="Your session expired"
            description="Log in again to carry on."
          />
        )}
        {(unreachable || notes.unreachable) && (
          <Alert
            type="warning"
            showIcon
            title="Yardline is unreachable"
            description={UNREACHABLE_MESSAGE}
          />
        )}
        <LoginForm onSubmit={notes.dismiss} />
      </Flex>
    </Flex>
  );
}
