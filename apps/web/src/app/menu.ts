import { decide, type Principal } from '@yardline/domain/auth/can';
import { type FeatureSwitches, featureOn } from '@yardline/domain/metadata/features';
import { type MenuItem, SCREENS, type Screen } from './screens.ts';

export type MenuScreen = Screen & { menu: MenuItem };

/** The built screens that have a menu item, in menu order. */
export const MENU_SCREENS: readonly MenuScreen[] = SCREENS.filter(
  (screen): screen is MenuScreen => screen.menu !== undefined && screen.page !== undefined,
);

/**
 * A screen the user may open (doc 1 §6) while its feature is switched on (doc 2 §6, doc 3 §6):
 * the server refuses the calls of any other.
 */
export const canOpen = (user: Principal, screen: Screen, settings: FeatureSwitches): boolean =>
  decide({ area: screen.area, level: screen.level, write: screen.write }, user, true) ===
    'allowed' &&
  (screen.feature === undefined || featureOn(settings, screen.feature));

export const visibleScreens = (user: Principal, settings: FeatureSwitches): MenuScreen[] =>
  MENU_SCREENS.filter((screen) => canOpen(user, screen, settings));

/** The menu items to mark for a path, found by the path's last segment. */
export function selectedScreens(pathname: string): MenuScreen[] {
  const ending = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return MENU_SCREENS.filter((screen) => screen.menu.highlights.includes(ending));
}
