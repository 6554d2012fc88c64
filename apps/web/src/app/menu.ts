import { BgColorsOutlined, HomeOutlined } from '@ant-design/icons';
import { type Area, canSeeArea, type Principal } from '@yardline/domain/auth/can';
import type { ComponentType } from 'react';

export interface MenuScreen {
  key: string;
  label: string;
  path: string;
  /** The permission area that shows the item; without one every logged-in user sees it. */
  area?: Area;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** Path endings that highlight the item (doc 3 §2: "main highlights home"). */
  highlights: readonly string[];
}

/** The screens that are built, in menu order. */
export const MENU_SCREENS: readonly MenuScreen[] = [
  { key: 'home', label: 'Home', path: '/main', icon: HomeOutlined, highlights: ['main'] },
  // Colour rules mark where planning puts each kind of box (doc 3 §2: "configure … highlights
  // planning"); until the planning screen exists they have an item of their own.
  {
    key: 'configure',
    label: 'Configuration',
    path: '/configure',
    area: 'planning',
    icon: BgColorsOutlined,
    highlights: ['configure'],
  },
];

export const visibleScreens = (user: Principal): MenuScreen[] =>
  MENU_SCREENS.filter((screen) => !screen.area || canSeeArea(user, screen.area));

/** The menu item to mark for a path, found by the path's last segment. */
export function selectedScreen(pathname: string): MenuScreen | undefined {
  const ending = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return MENU_SCREENS.find((screen) => screen.highlights.includes(ending));
}
