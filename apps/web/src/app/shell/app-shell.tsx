import { Button, Layout, Result } from 'antd';
import { Outlet } from 'react-router';
import { useHealth } from '../../api/health.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { AppHeader } from './app-header.tsx';
import { SideMenu } from './side-menu.tsx';
import { useMenuCollapsed } from './use-menu-collapsed.ts';
import { useSessionCheck } from './use-session-check.ts';

/** The frame around every screen that needs a login: header, side menu, content. */
export function AppShell() {
  const health = useHealth();
  const [menuCollapsed, setMenuCollapsed] = useMenuCollapsed();
  useSessionCheck();

  // A 401 has already sent the user to the login page; other failures can be retried here.
  if (!health.data) {
    const redirecting = isApiError(health.error) && health.error.status === 401;
    if (health.isPending || redirecting) return <PageLoading />;
    return (
      <Result
        status="warning"
        title="Yardline could not load your session"
        subTitle={errorMessage(health.error)}
        extra={<Button onClick={() => health.refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader
        health={health.data}
        menuCollapsed={menuCollapsed}
        onToggleMenu={() => setMenuCollapsed(!menuCollapsed)}
      />
      <Layout>
        <Layout.Sider
          theme="light"
          width={208}
          collapsedWidth={52}
          collapsed={menuCollapsed}
          trigger={null}
          style={{ borderInlineEnd: '1px solid #e3e8ed' }}
        >
          <SideMenu user={health.data} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 12, minWidth: 0 }}>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
