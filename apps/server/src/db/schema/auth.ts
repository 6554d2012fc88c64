import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
  },
  // Role names compare case-insensitively (spec): one role per lower-cased name.
  (t) => [uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`)],
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

/** Every login attempt, for per-account and per-address rate limits and the audit trail. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(sql`lower(${t.username})`, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
  ],
);

/** Keys the server generates once and every app node shares (the password-encryption key). */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 60 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
