import { canWrite, type Principal } from '@yardline/domain/auth/can';
import { isAdmin, isOperatorLevel } from '@yardline/domain/auth/roles';

/** Doc 3 §6: admin and superadmin edit trailers, an operator the operator-level actions. */
export const trailerRights = (user: Principal) => ({
  edit: canWrite(user) && isOperatorLevel(user.roleKey),
  /** Deleting is an admin's (the server's TRAILERS_DELETE rule). */
  remove: canWrite(user) && isAdmin(user.roleKey),
  /** Doc 3 §4: a dispatched trailer is dispatched again only by admin or superadmin. */
  redispatch: isAdmin(user.roleKey),
});

export type TrailerRights = ReturnType<typeof trailerRights>;
