import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    adminCreated: boolean('admin_created').notNull().default(false),
    /** A built-in role's fixed key, the only thing its powers follow; null for custom roles. */
    builtinKey: varchar('builtin_key', { length: 20 }).$type<BuiltInRole>().unique(),
  },
  (t) => [
    // Role names compare case-insensitively (spec): one role per lower-cased name.
    uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`),
    check(
      'roles_builtin_key_known',
      sql.raw(`builtin_key in (${BUILT_IN_ROLES.map((key) => `'${key}'`).join(', ')})`),
    ),
  ],
);

/** A role's stored permission flags; absent flags fall back to the role defaults. */
export const rolePermissions = pgTable('role_permissions', {
  roleId: integer('role_id')
    .primaryKey()
    .references(() => roles.id, { onDelete: 'cascade' }),
  flags: jsonb('flags').$type<PermissionOverrides>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 40 }),
    address: text('address'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    hidden: boolean('hidden').notNull().default(false),
    /** Set for the first superadmin's one-time password: the session may only change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    enteredBy: varchar('entered_by', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

/** Server-side sessions: the cookie carries a random token, the table keeps its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Every password check (a login, the old password of a change), for the per-account and
 * per-address limits and the audit trail. Stored as failed before the check runs. `device`: the
 * id of the known device a login came from (its device cookie), whose failures are limited on
 * their own (decision 0026).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    device: varchar('device', { length: 32 }),
  },
  (t) => [
    index('login_attempts_username_idx').on(sql`lower(${t.username})`, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
    index('login_attempts_device_idx').on(t.device, t.at).where(sql`${t.device} is not null`),
  ],
);

/**
 * Keys the server generates once and every app node shares (the password-encryption key, the
 * device cookies' signing secret).
 */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 60 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
