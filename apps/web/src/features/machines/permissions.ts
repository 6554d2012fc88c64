import { canWrite, type Principal } from '@yardline/domain/auth/can';
import { isAdmin, isOperatorLevel } from '@yardline/domain/auth/roles';

/**
 * Doc 2 §6: on the ITV and machine screens superadmin, admin and operator count as admin; shift
 * administration is superadmin or admin; "ITV delete exists only in the enterprise version".
 */
export const machineRights = (user: Principal & { enterpriseVersion: boolean }) => ({
  edit: canWrite(user) && isOperatorLevel(user.roleKey),
  removeItv: canWrite(user) && isOperatorLevel(user.roleKey) && user.enterpriseVersion,
  shifts: canWrite(user) && isAdmin(user.roleKey),
  allocations: canWrite(user) && isAdmin(user.roleKey),
});

export type MachineRights = ReturnType<typeof machineRights>;
