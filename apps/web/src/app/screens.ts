import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BgColorsOutlined,
  CarOutlined,
  ContainerOutlined,
  DiffOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  HomeOutlined,
  IdcardOutlined,
  LoginOutlined,
  MobileOutlined,
  NodeIndexOutlined,
  ProfileOutlined,
  ScanOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { QueryClient } from '@tanstack/react-query';
import type { Area, RoleLevel } from '@yardline/domain/auth/can';
import type { Feature } from '@yardline/domain/metadata/features';
import { CHANGE_PASSWORD_PATH } from '@yardline/domain/session/session.schema';
import type { ComponentType } from 'react';
import { metadataQueryOptions } from '../api/metadata.ts';
import { yardContainersQueryOptions } from '../api/yard-containers.ts';
import { yardLayoutQueryOptions } from '../api/yard-layout.ts';
import { FORBIDDEN_PATH, LOGIN_PATH, normalisePath } from '../lib/paths.ts';

export interface MenuItem {
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** Path endings that highlight the item (doc 3 §2: "main highlights home"). */
  highlights: readonly string[];
}

export interface Screen {
  /** The canonical address: document 1 §2's short route (the smart gate's link has none). */
  path: string;
  /** More addresses that show the same page (the login page answers at `/` too). */
  alsoAt?: readonly string[];
  /** Documents 2 and 3's menu routes under `/enterprise/…`: they redirect to `path`. */
  enterpriseAliases?: readonly string[];
  /**
   * Loads the page, each screen its own chunk. A screen of the spec not built yet has none: its
   * address shows the not-found page, but its aliases and its public flag are already known.
   */
  page?: () => Promise<ComponentType>;
  /**
   * Starts the page's large reads as the page is opened, beside the download of its chunk and
   * the session check, instead of after its first render.
   */
  prefetch?: (queryClient: QueryClient) => void;
  /**
   * `shell` (the default): for a logged-in user, inside the header and side menu, with the
   * session checked on every navigation. `bare`: for a logged-in user, the page alone (the forced
   * password change). `lane`: checked as in the shell, but the page alone, with no header or side
   * menu (doc 2 §2: the smart gate's lane screens hide the navigation bar). `public`: no login
   * needed, and a 401 there does not lead to the login page.
   */
  frame?: 'shell' | 'bare' | 'lane' | 'public';
  /** The permission area a user needs to open it (doc 1 §6); none: every logged-in user. */
  area?: Area;
  /** A role level it also needs (the yard's set-up is an admin's). */
  level?: RoleLevel;
  /** It also needs create/update/delete: superadmin or crudEnabled (doc 2 §6's gate admin). */
  write?: boolean;
  /** The feature switch it needs on (doc 2 §6, doc 3 §6); a superadmin sets it. */
  feature?: Feature;
  /** Its item in the side menu; items appear in the order of this list. */
  menu?: MenuItem;
}

/**
 * Every screen of the app, in menu order: the router, the side menu and the `/enterprise/…`
 * redirects are all made from this list, so a new screen is one entry here.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: LOGIN_PATH,
    alsoAt: ['/'],
    frame: 'public',
    page: async () => (await import('../features/session/login-page.tsx')).LoginPage,
  },
  {
    path: FORBIDDEN_PATH,
    frame: 'public',
    page: async () => (await import('./pages/forbidden-page.tsx')).ForbiddenPage,
  },
  {
    path: CHANGE_PASSWORD_PATH,
    frame: 'bare',
    page: async () =>
      (await import('../features/session/change-password-page.tsx')).ChangePasswordPage,
  },
  {
    path: '/main',
    page: async () => (await import('../features/home/home-page.tsx')).HomePage,
    menu: { label: 'Home', icon: HomeOutlined, highlights: ['main'] },
  },
  {
    path: '/inventory',
    enterpriseAliases: ['/enterprise/containers/inventory'],
    area: 'inventory',
    page: async () => (await import('../features/inventory/inventory-page.tsx')).InventoryPage,
    // The whole yard's boxes (2.3 MB on a big yard) were most of the first draw's wait.
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(yardContainersQueryOptions);
      void queryClient.prefetchQuery(yardLayoutQueryOptions);
      void queryClient.prefetchQuery(metadataQueryOptions);
    },
    menu: { label: 'Inventory', icon: AppstoreOutlined, highlights: ['inventory'] },
  },
  {
    path: '/containers',
    enterpriseAliases: ['/enterprise/containers/lists'],
    area: 'containers',
    page: async () => (await import('../features/containers/containers-page.tsx')).ContainersPage,
    menu: { label: 'Containers', icon: ContainerOutlined, highlights: ['containers'] },
  },
  // Doc 3 §2: "configure or planning highlights planning". The colour rules (where planning puts
  // each kind of box) are opened from the planning screen and keep Planning lit in the menu.
  {
    path: '/planning',
    enterpriseAliases: ['/enterprise/planning'],
    area: 'planning',
    // Doc 2 §6: "Planning needs planningVisible and the planning engine enabled."
    feature: 'planningEngine',
    page: async () => (await import('../features/planning/planning-page.tsx')).PlanningPage,
    menu: { label: 'Planning', icon: BgColorsOutlined, highlights: ['planning', 'configure'] },
  },
  {
    path: '/configure',
    area: 'planning',
    page: async () => (await import('../features/configuration/configure-page.tsx')).ConfigurePage,
  },

  {
    path: '/tasks',
    enterpriseAliases: ['/enterprise/dashboard/lists/tasks'],
    area: 'tasks',
    page: async () => (await import('../features/tasks/tasks-page.tsx')).TasksPage,
    menu: { label: 'Tasks', icon: ScheduleOutlined, highlights: ['tasks'] },
  },
  {
    path: '/task-dashboard',
    area: 'dashboard',
    page: async () =>
      (await import('../features/task-dashboard/task-dashboard-page.tsx')).TaskDashboardPage,
    menu: { label: 'Task Dashboard', icon: BarChartOutlined, highlights: ['task-dashboard'] },
  },
  // Beyond the spec: a phone-sized page where a driver sees the machine's next job and does it.
  {
    path: '/handheld',
    area: 'tasks',
    page: async () => (await import('../features/tasks/handheld/handheld-page.tsx')).HandheldPage,
    menu: { label: 'Handheld', icon: MobileOutlined, highlights: ['handheld'] },
  },
  {
    path: '/trailers',
    enterpriseAliases: ['/enterprise/dashboard/lists/trailers'],
    area: 'trailers',
    page: async () => (await import('../features/trailers/trailers-page.tsx')).TrailersPage,
    menu: { label: 'Trailers', icon: CarOutlined, highlights: ['trailers'] },
  },
  {
    path: '/machines',
    enterpriseAliases: ['/enterprise/dashboard/lists/machines'],
    area: 'machines',
    page: async () => (await import('../features/machines/machines-page.tsx')).MachinesPage,
    // Doc 3 §2: "machines or allocations highlights machines" (Allocations lit beside it).
    menu: { label: 'Machines', icon: ToolOutlined, highlights: ['machines', 'allocations'] },
  },
  {
    path: '/allocations',
    area: 'machines',
    page: async () => (await import('../features/machines/allocations-page.tsx')).AllocationsPage,
    menu: { label: 'Allocations', icon: FieldTimeOutlined, highlights: ['allocations'] },
  },
  {
    path: '/shifts',
    area: 'machines',
    page: async () => (await import('../features/machines/shifts-page.tsx')).ShiftsPage,
    menu: { label: 'Machine shifts', icon: ScheduleOutlined, highlights: ['shifts'] },
  },
  {
    path: '/itvs',
    area: 'itv',
    // Doc 2 §6's smart transport: the ITVs tracked on the yard map.
    feature: 'smartTransport',
    page: async () => (await import('../features/machines/itvs-page.tsx')).ItvsPage,
    menu: { label: 'ITVs', icon: NodeIndexOutlined, highlights: ['itvs'] },
  },
  // Doc 2 §2's two gate menu routes: the smart gate's, whose lane the gates' types choose (doc 3
  // §6), then the manual gate's.
  {
    path: '/enterprise/gate',
    frame: 'lane',
    area: 'gate',
    feature: 'smartGate',
    page: async () => (await import('../features/gate/smart-gate-link.tsx')).SmartGateLink,
    menu: { label: 'Smart Gate', icon: ScanOutlined, highlights: ['igate', 'igateout'] },
  },
  {
    path: '/gate',
    area: 'gate',
    page: async () => (await import('../features/gate/gate-page.tsx')).GatePage,
    menu: { label: 'Gate', icon: LoginOutlined, highlights: ['gate'] },
  },
  // Doc 1 §2: the smart gate, in (OCR at the in-gate) and out; reached from the Gate screen.
  {
    path: '/igate',
    frame: 'lane',
    area: 'gate',
    feature: 'smartGate',
    page: async () => (await import('../features/gate/smart-gate-page.tsx')).SmartGatePage,
  },
  {
    path: '/igateout',
    frame: 'lane',
    area: 'gate',
    feature: 'smartGate',
    page: async () => (await import('../features/gate/smart-gate-page.tsx')).SmartGatePage,
  },
  // Doc 2 §2: the smart-gate dispatch report and the gate-in report, reached from the Gate screen.
  {
    path: '/gate-reports',
    area: 'gate',
    page: async () =>
      (await import('../features/gate-reports/gate-reports-page.tsx')).GateReportsPage,
  },
  // Doc 2 §6: "Admins see OCR difference flags": the gate admin (superadmin or crudEnabled).
  {
    path: '/ocr-differences',
    area: 'gate',
    write: true,
    feature: 'smartGate',
    page: async () =>
      (await import('../features/gate/ocr-differences-page.tsx')).OcrDifferencesPage,
    menu: { label: 'OCR Differences', icon: DiffOutlined, highlights: ['ocr-differences'] },
  },
  // Setting gates and readers up is an admin's; the gate's roles read them through the smart gate.
  {
    path: '/gate-readers',
    area: 'gate',
    level: 'admin',
    page: async () => (await import('../features/devices/gate-readers-page.tsx')).GateReadersPage,
    menu: { label: 'Gate Readers', icon: ApiOutlined, highlights: ['gate-readers'] },
  },
  {
    path: '/device-logs',
    area: 'deviceLogs',
    page: async () => (await import('../features/devices/device-logs-page.tsx')).DeviceLogsPage,
    menu: { label: 'Device Logs', icon: ProfileOutlined, highlights: ['device-logs'] },
  },

  {
    path: '/cha-vehicles',
    area: 'chaVehicles',
    // Doc 3 §6: "chaVehicles also needs the chaVehicle feature enabled."
    feature: 'chaVehicle',
    page: async () => (await import('../features/cha/cha-vehicles-page.tsx')).ChaVehiclesPage,
    menu: { label: 'CHA Vehicles', icon: IdcardOutlined, highlights: ['cha-vehicles'] },
  },

  // Drawing zones is part of the yard's set-up: an admin's screen (other screens read the zones).
  {
    path: '/yard-locations',
    level: 'admin',
    page: async () =>
      (await import('../features/yard-locations/yard-locations-page.tsx')).YardLocationsPage,
    menu: { label: 'Yard Location', icon: EnvironmentOutlined, highlights: ['yard-locations'] },
  },
  // Doc 3 §6: admin and superadmin only (canSeeArea('users') asks for the role, not just the flag).
  {
    path: '/users',
    enterpriseAliases: ['/enterprise/users'],
    area: 'users',
    page: async () => (await import('../features/users/users-page.tsx')).UsersPage,
    menu: { label: 'Users', icon: TeamOutlined, highlights: ['users'] },
  },

  // Not built yet.
  { path: '/dashboard', enterpriseAliases: ['/enterprise/dashboard'] },
  { path: '/reports', enterpriseAliases: ['/enterprise/reports'] },
  // Doc 1 §2: pages that need no login.
  { path: '/start', frame: 'public' },
  { path: '/kiosk', frame: 'public' },
  { path: '/status', frame: 'public' },
  { path: '/kiosk-task', frame: 'public' },
  { path: '/mobile-search', frame: 'public' },
  { path: '/mobile-search-view', frame: 'public' },
];

/** Every address a screen answers at. */
export const addresses = (screen: Screen): string[] => [screen.path, ...(screen.alsoAt ?? [])];

export const frameOf = (screen: Screen) => screen.frame ?? 'shell';

/** A page that needs no login: a 401 there is expected, not a reason to leave. */
export const isPublicPath = (pathname: string): boolean => {
  const path = normalisePath(pathname);
  return SCREENS.some((screen) => frameOf(screen) === 'public' && addresses(screen).includes(path));
};
