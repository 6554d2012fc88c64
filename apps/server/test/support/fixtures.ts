import { BUILT_IN_ROLES, type BuiltInRole, ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import type { Db } from '../../src/db/database.ts';
import { areas, cells, roles, users, yardRows } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/session/password-hash.ts';

export const TEST_PASSWORD = 'Test!pass1';

/** Turns the enterprise edition on or off, as a superadmin's metadata change does. */
export const setEnterpriseVersion = (
  query: (text: string, values: unknown[]) => Promise<unknown>,
  on: boolean,
) =>
  query(
    "insert into metadata (key, value) values ('enterpriseVersion', $1::jsonb) on conflict (key) do update set value = excluded.value",
    [JSON.stringify(on)],
  );

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** One user per built-in role, named after the role (superadmin, admin, …, kiosk). */
export async function insertRoleUsers(db: Db): Promise<Record<BuiltInRole, number>> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const ids = {} as Record<BuiltInRole, number>;
  for (const role of BUILT_IN_ROLES) {
    const inserted = only(
      await db
        .insert(roles)
        .values({ name: ROLE_DISPLAY_NAMES[role], builtinKey: role })
        .returning({ id: roles.id }),
    );
    const user = only(
      await db
        .insert(users)
        .values({ username: role, passwordHash, roleId: inserted.id, email: `${role}@example.com` })
        .returning({ id: users.id }),
    );
    ids[role] = user.id;
  }
  return ids;
}

/** A small yard: area A (2 rows × 3 cells, max height 4) and area B (1 row × 2 cells, 3 high). */
export async function insertSmallYard(db: Db) {
  const plan = [
    { name: 'A', maxHeight: 4, rows: ['01', '02'], cells: ['01', '02', '03'] },
    { name: 'B', maxHeight: 3, rows: ['01'], cells: ['01', '02'] },
  ];
  for (const [areaIndex, area] of plan.entries()) {
    const areaRow = only(
      await db
        .insert(areas)
        .values({ name: area.name, maxHeight: area.maxHeight, sortOrder: areaIndex })
        .returning({ id: areas.id }),
    );
    for (const [rowIndex, rowName] of area.rows.entries()) {
      const row = only(
        await db
          .insert(yardRows)
          .values({ areaId: areaRow.id, name: rowName, sortOrder: rowIndex })
          .returning({ id: yardRows.id }),
      );
      await db.insert(cells).values(
        area.cells.map((cellName, cellIndex) => ({
          rowId: row.id,
          name: cellName,
          fullName: `${area.name}_${rowName}_${cellName}`,
          sortOrder: cellIndex,
        })),
      );
    }
  }
}
