import type { Principal } from '@yardline/domain/auth/can';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { selectedScreen, visibleScreens } from '../menu.ts';

interface SideMenuProps {
  user: Principal;
}

/** The screens the user may open (doc 1 §6), the current one marked. */
export function SideMenu({ user }: SideMenuProps) {
  const { pathname } = useLocation();
  const selected = selectedScreen(pathname);
  const items: MenuProps['items'] = visibleScreens(user).map((screen) => ({
    key: screen.path,
    icon: <screen.menu.icon aria-hidden />,
    label: (
      <Link to={screen.path} aria-current={screen === selected ? 'page' : undefined}>
        {screen.menu.label}
      </Link>
    ),
  }));

  return (
    <nav aria-label="Main menu">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected.path] : []}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
