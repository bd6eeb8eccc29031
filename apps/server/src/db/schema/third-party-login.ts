import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** WeChat (website-app QR login) and QQ Connect: the providers of docs/spec/business-rules.md "Third-party login". */
export const OAUTH_PROVIDERS = ['wechat', 'qq'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
const providerCheck = (name: string, column: unknown) => check(name, sql`${column} in ('wechat', 'qq')`);

/**
 * One row per login a browser started (`GET /api/auth/{provider}/authorize`): the `state` sent to the
 * provider (hashed) and the browser it is bound to (a hash of its cookie). Spent once, by the login.
 * Owned by modules/third-party-login.
 */
export const oauthLoginStates = pgTable(
  'oauth_login_states',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: varchar({ length: 8 }).notNull(),
    stateHash: varchar({ length: 64 }).notNull(),
    browserHash: varchar({ length: 64 }).notNull(),
    fromPath: varchar({ length: 500 }).notNull().default('/'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oauth_login_states_state_key').on(t.stateHash),
    index('oauth_login_states_created_idx').on(t.createdAt),
    providerCheck('oauth_login_states_provider', t.provider),
  ],
);

/**
 * A provider identity bound to an account: `subject` is the unionid where the provider gives one, else
 * the openid. One identity per account and provider, one account per identity. Owned by modules/third-party-login.
 */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: varchar({ length: 8 }).notNull(),
    subject: varchar({ length: 128 }).notNull(),
    openid: varchar({ length: 128 }).notNull(),
    nickname: varchar({ length: 64 }).notNull().default(''),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('oauth_identities_subject_key').on(t.provider, t.subject),
    uniqueIndex('oauth_identities_user_provider_key').on(t.userId, t.provider),
    providerCheck('oauth_identities_provider', t.provider),
  ],
);

/**
 * A provider identity that logged in before it was bound: the `bind_token` (hashed) that
 * `POST /api/auth/bind-mobile` spends with an SMS code. Owned by modules/third-party-login.
 */
export const oauthBindTokens = pgTable(
  'oauth_bind_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    provider: varchar({ length: 8 }).notNull(),
    subject: varchar({ length: 128 }).notNull(),
    openid: varchar({ length: 128 }).notNull(),
    nickname: varchar({ length: 64 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('oauth_bind_tokens_token_key').on(t.tokenHash), providerCheck('oauth_bind_tokens_provider', t.provider)],
);

/**
 * The built-in sandbox provider's own record (what WeChat or QQ would know): each authorization code a
 * person confirmed, spent once for an access token. Development and tests only; owned by platform/oauth.
 */
export const oauthSandboxGrants = pgTable(
  'oauth_sandbox_grants',
  {
    code: varchar({ length: 64 }).primaryKey(),
    provider: varchar({ length: 8 }).notNull(),
    appId: varchar({ length: 64 }).notNull(),
    redirectUri: varchar({ length: 500 }).notNull(),
    openid: varchar({ length: 128 }).notNull(),
    unionid: varchar({ length: 128 }),
    nickname: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    accessToken: varchar({ length: 64 }),
    tokenExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('oauth_sandbox_grants_token_key').on(t.accessToken), providerCheck('oauth_sandbox_grants_provider', t.provider)],
);
