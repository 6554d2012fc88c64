import { CHANGE_PASSWORD_PATH } from '@yardline/domain/session/session.schema';
import { Button, Grid, Layout, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useHealth } from '../../api/health.ts';
import { useMetadata } from '../../api/metadata.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { FORBIDDEN_PATH } from '../../lib/paths.ts';
import { canOpen } from '../menu.ts';
import { frameOf } from '../screens.ts';
import { AppHeader } from './app-header.tsx';
import { SideMenu } from './side-menu.tsx';
import { useMenuCollapsed } from './use-menu-collapsed.ts';
import { useOpenScreen } from './use-open-screen.ts';
import { useRoleChanges } from './use-role-changes.ts';
import { useSessionCheck } from './use-session-check.ts';
import { useSettingsChanges } from './use-settings-changes.ts';

/** The frame around every screen that needs a login: header, side menu, content. */
export function AppShell() {
  const health = useHealth();
  // The menu and the screens follow the feature switches, so the shell waits for them too.
  const settings = useMetadata();
  const screen = useOpenScreen();
  const [menuCollapsed, setMenuCollapsed] = useMenuCollapsed();
  // On a phone the menu is hidden and opens over the screen, closing when a screen is chosen.
  const phone = Grid.useBreakpoint().md === false;
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the menu.
  useEffect(() => setPhoneMenuOpen(false), [pathname]);
  const collapsed = phone ? !phoneMenuOpen : menuCollapsed;
  useSessionCheck();
  useRoleChanges();
  useSettingsChanges();

  // A 401 has already sent the user to the login page; other failures can be retried here.
  if (!health.data || !settings.data) {
    const error = health.error ?? settings.error;
    if (!error || (isApiError(error) && error.status === 401)) return <PageLoading />;
    const again = () => {
      if (health.error) void health.refetch();
      if (settings.error) void settings.refetch();
    };
    return (
      <Result
        status="warning"
        title="Yardline could not load your session"
        subTitle={errorMessage(error)}
        extra={<Button onClick={again}>Try again</Button>}
      />
    );
  }

  // A one-time password must be changed before any screen opens (the server refuses their calls).
  if (health.data.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  // A screen the role may not open, or switched off: the server would refuse its calls anyway.
  if (screen && !canOpen(health.data, screen, settings.data)) {
    return <Navigate to={FORBIDDEN_PATH} replace />;
  }
  // A lane screen (the smart gate) fills the window: no header, no side menu.
  if (screen && frameOf(screen) === 'lane') {
    return (
      <main style={{ padding: 12 }}>
        <Outlet />
      </main>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader
        health={health.data}
        menuCollapsed={collapsed}
        onToggleMenu={() =>
          phone ? setPhoneMenuOpen(!phoneMenuOpen) : setMenuCollapsed(!menuCollapsed)
        }
      />
      <Layout style={{ position: 'relative' }}>
        <Layout.Sider
          theme="light"
          width={208}
          collapsedWidth={phone ? 0 : 52}
          collapsed={collapsed}
          trigger={null}
          style={{
            borderInlineEnd: collapsed && phone ? 'none' : '1px solid #e3e8ed',
            ...(phone && { position: 'absolute', insetBlock: 0, zIndex: 20 }),
            ...(phone && !collapsed && { boxShadow: '4px 0 16px rgba(0, 0, 0, 0.15)' }),
          }}
        >
          <SideMenu user={health.data} settings={settings.data} />
        </Layout.Sider>
        {/* antd's Content is the page's <main>. */}
        <Layout.Content style={{ padding: 12, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
