import type { Actor } from '@yardline/domain/auth/escalation';
import type { HealthResponse } from '@yardline/domain/session/session.schema';

/** The logged-in user as the escalation rules see them (the server checks the same rules). */
export const actorOf = (health: HealthResponse): Actor => ({
  id: health.userId,
  roleId: health.roleId,
  roleKey: health.roleKey,
  permissions: health.permissions,
});
