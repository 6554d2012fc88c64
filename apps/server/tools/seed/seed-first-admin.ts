import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../src/db/audit.ts';
import type { Db } from '../../src/db/database.ts';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/session/password-hash.ts';
import { seedReference } from './seed-reference.ts';

export const FIRST_ADMIN_USERNAME = 'superadmin';

export interface FirstAdmin {
  username: string;
  /** Printed once to the log; never stored but as its hash. */
  password: string;
  /** Rows inserted per table. */
  rows: Record<string, number>;
}

/**
 * A production database's first start: the reference data (settings, built-in roles, master
 * lists) and one superadmin with a random one-time password, who must choose a new one before
 * doing anything else. All or nothing; no demo yard, boxes or users.
 */
export async function seedFirstAdmin(db: Db): Promise<FirstAdmin> {
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const rows = await db.transaction(async (tx) => {
    const reference = await seedReference(tx);
    const [admin] = await tx
      .insert(users)
      .values({
        username: FIRST_ADMIN_USERNAME,
        passwordHash,
        roleId: reference.roleId('superadmin'),
        mustChangePassword: true,
        enteredBy: 'first start',
      })
      .returning({ id: users.id });
    await writeAudit(tx, {
      userId: null,
      action: 'create',
      entity: 'user',
      entityId: String(admin?.id),
      after: { username: FIRST_ADMIN_USERNAME, role: 'superadmin', mustChangePassword: true },
    });
    return { ...reference.counts, users: 1 };
  });
  return { username: FIRST_ADMIN_USERNAME, password, rows };
}
