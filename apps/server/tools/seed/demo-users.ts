import type { BuiltInRole } from '@yardline/domain/auth/roles';

export interface DemoUser {
  username: string;
  /** Meets the strictness rule (doc 3 §5), so the demo works with passwordStrictness on. */
  password: string;
  role: BuiltInRole;
}

/** One login per built-in role; published in the README so evaluators can try each screen set. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'superadmin', password: 'Yard!Super1', role: 'superadmin' },
  { username: 'admin', password: 'Yard!Admin1', role: 'admin' },
  { username: 'operator', password: 'Yard!Operator1', role: 'operator' },
  { username: 'manager', password: 'Yard!Manager1', role: 'manager' },
  { username: 'gatein', password: 'Yard!GateIn1', role: 'gateinuser' },
  { username: 'gateout', password: 'Yard!GateOut1', role: 'gateoutuser' },
  { username: 'kiosk', password: 'Yard!Kiosk1', role: 'kiosk' },
];
