import type { Principal } from '@yardline/domain/auth/can';
import type { FeatureSwitches } from '@yardline/domain/metadata/features';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { selectedScreens, visibleScreens } from '../menu.ts';

interface SideMenuProps {
  user: Principal;
  settings: FeatureSwitches;
}

/** The screens the user may open (doc 1 §6) and the settings show, the current one marked. */
export function SideMenu({ user, settings }: SideMenuProps) {
  const { pathname } = useLocation();
  const lit = selectedScreens(pathname);
  // The open page is the item of its own path; a path with none (/configure) is its lit item's.
  const open = lit.find((screen) => screen.path === pathname.replace(/\/+$/, '')) ?? lit[0];
  const items: MenuProps['items'] = visibleScreens(user, settings).map((screen) => ({
    key: screen.path,
    icon: <screen.menu.icon aria-hidden />,
    label: (
      <Link to={screen.path} aria-current={screen === open ? 'page' : undefined}>
        {screen.menu.label}
      </Link>
    ),
  }));

  return (
    <nav aria-label="Main menu">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={lit.map((screen) => screen.path)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
