import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const ROLES = ['business', 'property', 'agent', 'facilitator', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    mobile: varchar({ length: 11 }).notNull(),
    name: varchar({ length: 24 }).notNull().default(''),
    email: varchar({ length: 120 }),
    isSubscribe: boolean().notNull().default(false),
    product: varchar({ length: 30 }).notNull().default(''),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{business}'::text[]`),
    registrationType: smallint(),
    orderingNoticed: boolean().notNull().default(false),
    /** Set by an operator: the account's tokens are refused and it cannot log in until unfrozen. */
    frozenAt: timestamp({ withTimezone: true }),
    frozenReason: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    check('users_mobile_format', sql`${t.mobile} ~ '^1[0-9]{10}$'`),
    check('users_roles_known', sql`${t.roles} <@ array['business','property','agent','facilitator','operator']::text[]`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One row per SMS code sent. Only a hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    mobile: varchar({ length: 11 }).notNull(),
    usage: smallint().notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
    check('sms_codes_attempts_range', sql`${t.failedAttempts} between 0 and 5`),
  ],
);

/** The development SMS provider's outbox: what a real provider would have delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    account: varchar({ length: 11 }).notNull(),
    code: varchar({ length: 6 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_account_idx').on(t.account, t.createdAt)],
);

/** The login password (argon2id hash), a second way in beside SMS codes. */
export const loginPasswords = pgTable('login_passwords', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Wrong password logins, by the mobile typed (known or not, so the answer never tells which mobiles
 * exist) and IP: 5 per mobile in 15 minutes lock password login for that mobile, 20 per IP in an hour
 * for that IP (packages/domain login-password.ts). A right password clears the mobile's rows.
 */
export const loginPasswordFailures = pgTable(
  'login_password_failures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    mobile: varchar({ length: 11 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_password_failures_mobile_idx').on(t.mobile, t.createdAt), index('login_password_failures_ip_idx').on(t.ip, t.createdAt)],
);
