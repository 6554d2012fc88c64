import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { HealthResponse } from '@yardline/domain/session/session.schema';
import { Button, Flex, Layout } from 'antd';
import { AccountMenu } from './account-menu.tsx';

interface AppHeaderProps {
  health: HealthResponse;
  menuCollapsed: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ health, menuCollapsed, onToggleMenu }: AppHeaderProps) {
  const ToggleIcon = menuCollapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button
        type="text"
        aria-label={menuCollapsed ? 'Expand menu' : 'Collapse menu'}
        aria-expanded={!menuCollapsed}
        icon={<ToggleIcon aria-hidden />}
        onClick={onToggleMenu}
        style={{ color: 'inherit' }}
      />
      <span style={{ fontSize: 17, fontWeight: 600, letterSpacing: 0.3 }}>Yardline</span>
      <Flex align="center" gap={12} style={{ marginInlineStart: 'auto' }}>
        <span data-testid="current-user" style={{ lineHeight: 1.2, textAlign: 'end' }}>
          <span style={{ fontWeight: 600 }}>{health.userName}</span>
          <span style={{ opacity: 0.75 }}> · {health.role}</span>
        </span>
        <AccountMenu user={health} />
      </Flex>
    </Layout.Header>
  );
}
