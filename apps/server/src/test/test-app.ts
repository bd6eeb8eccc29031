import path from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { eventSubscribers } from '../event-subscribers';
import { ManualClock } from '../platform/clock';
import { createDatabase } from '../platform/db/client';
import { ReplicaRouter } from '../platform/db/read-router';
import type { AppDeps } from '../platform/deps';
import { createSmsProvider } from '../platform/sms/create-sms-provider';
import type { Role } from '../db/schema/index';
import { createSession } from '../modules/accounts/sessions';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  deps: AppDeps;
  clock: ManualClock;
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database of its own, with a manual clock. The web app is not served
 * (WEB_DIST points nowhere) and the rate limit is off unless a test asks for it.
 */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: {
    clock?: ManualClock;
    /** DATABASE_READ_URL names the test's own database (a read pool on the same server). */ readPool?: boolean;
    /** A migrated database of the test's own (a real primary with a replica) instead of a fresh clone; kept at close. */
    databaseUrl?: string;
  } = {},
): Promise<TestContext> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    WEB_DIST: path.join(os.tmpdir(), 'vm-no-web'),
    ...(options.readPool ? { DATABASE_READ_URL: database.url } : {}),
    ...overrides,
  });
  const logger = pino({ level: 'silent' });
  const { pool, db } = createDatabase(database.url, 30);
  const clock = options.clock ?? new ManualClock(new Date('2026-11-22T02:00:00Z'));
  const replica = config.DATABASE_READ_URL
    ? new ReplicaRouter(config.DATABASE_READ_URL, pool, { timeoutMs: config.REPLICA_TIMEOUT_MS, maxLagMs: config.REPLICA_MAX_LAG_MS, poolSize: 10 })
    : undefined;
  const readPool = replica?.pool;
  const deps: AppDeps = {
    config,
    db,
    pool,
    readPool,
    replica,
    lifecycle: { draining: false },
    clock,
    sms: createSmsProvider(config, db, logger),
    logger,
    events: eventSubscribers(config),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    clock,
    url: database.url,
    async close() {
      await app.close();
      await pool.end();
      await replica?.end();
      await database.drop();
    },
  };
}

/** Reads the newest development-outbox code of a mobile. */
export async function latestCode(context: TestContext, mobile: string): Promise<string> {
  const response = await context.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?account=${mobile}` });
  const code = response.json().result[0]?.code as string | undefined;
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/** Logs a mobile in through the real SMS-code flow (send, read the outbox, log in) and returns the token. */
export async function loginWithSms(context: TestContext, mobile: string, type?: number): Promise<string> {
  const sent = await context.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: mobile, usage: 3 } });
  if (sent.statusCode !== 200) throw new Error(`sending a code failed: ${sent.body}`);
  const captcha = await latestCode(context, mobile);
  const login = await context.app.inject({
    method: 'POST',
    url: '/api/auth/code-login',
    payload: { account: mobile, captcha, ...(type ? { type } : {}) },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return login.json().result.token as string;
}

/**
 * A user with the given roles and a live session, made directly (no SMS round trip), for tests whose
 * subject is not logging in. Returns the user id and bearer token.
 */
export async function loginAs(context: TestContext, mobile: string, roles: Role[] = ['business']): Promise<{ userId: number; token: string }> {
  const result = await context.deps.pool.query<{ id: number }>(
    `insert into users (mobile, roles) values ($1, $2)
     on conflict (mobile) do update set roles = excluded.roles returning id`,
    [mobile, roles],
  );
  const userId = result.rows[0]!.id;
  return { userId, token: await createSession(context.deps, userId) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
