import { canWrite, enterpriseUnlocked, type Principal } from '@yardline/domain/auth/can';
import { isOperatorLevel } from '@yardline/domain/auth/roles';

/**
 * Doc 3 §6: admin, operator and superadmin may manage tasks (with create/update/delete); doc 3
 * §1: creating, editing, deleting, completing, moving and uploading are enterprise-only.
 */
export const taskRights = (user: Principal & { enterpriseVersion: boolean }) => ({
  manage: canWrite(user) && isOperatorLevel(user.roleKey),
  unlocked: enterpriseUnlocked(user, user.enterpriseVersion),
});
