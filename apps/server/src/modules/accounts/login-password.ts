import { hash, verify } from '@node-rs/argon2';
import type { PasswordBody } from '@vm/contracts/profile';
import {
  LOGIN_PASSWORD_MAX_WRONG_PER_IP_PER_HOUR,
  LOGIN_PASSWORD_WINDOW_MS,
  passwordError,
  passwordLockedUntil,
  passwordTriesLeft,
} from '@vm/domain/login-password';
import { shanghaiClock } from '@vm/domain/pay-password';
import { PASSWORD_MESSAGES } from '@vm/domain/validation-messages';
import { and, count, eq, gt, ne, isNull, sql } from 'drizzle-orm';
import { loginPasswordFailures, loginPasswords, sessions, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { invalid, tooMany, type AppError } from '../../platform/http/app-error';
import { consumeSmsCode } from './check-sms-code';

/**
 * The login password (docs/spec/business-rules.md "Accounts, roles, security"): 6–20 characters, not all of one
 * class, stored as an argon2id hash like the wallet's payment password. Wrong tries are rows of
 * `login_password_failures` by the mobile typed and the IP, checked and written under advisory locks
 * of both, so concurrent guesses are counted one by one (packages/domain login-password.ts).
 */

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the mobile has no password, so the answer takes as long either way. */
const dummy = () => (dummyHash ??= hash('no-password-here-1'));

async function lockAttempts(client: Queryable, mobile: string, ip: string): Promise<void> {
  const db = typed(client);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('password-mobile:' || ${mobile}::text))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('password-ip:' || ${ip}::text))`);
}

/** The mobile's wrong tries still in the window, and when it unlocks (null: not locked). */
async function mobileState(client: Queryable, mobile: string, now: Date): Promise<{ recent: Date[]; lockedUntil: Date | null }> {
  const rows = await typed(client)
    .select({ createdAt: loginPasswordFailures.createdAt })
    .from(loginPasswordFailures)
    .where(and(eq(loginPasswordFailures.mobile, mobile), gt(loginPasswordFailures.createdAt, new Date(now.getTime() - LOGIN_PASSWORD_WINDOW_MS))));
  const recent = rows.map((row) => row.createdAt);
  return { recent, lockedUntil: passwordLockedUntil(recent, now) };
}

const lockedError = (until: Date) => tooMany(PASSWORD_MESSAGES.locked(shanghaiClock(until)));

/**
 * One password attempt for `mobile` from `ip`: the user id when right. Refused before checking while
 * the IP made 20 wrong tries within the hour or the mobile 5 within 15 minutes (429); a wrong password
 * (or a mobile without one, told apart by nothing) is counted and committed, then answered 422 with
 * the tries left, or 429 when it locked the mobile. A right one clears the mobile's count.
 */
export async function checkLoginPassword(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  input: { mobile: string; password: string; ip: string; field?: string; wrongMessage?: (left: number) => string },
): Promise<number> {
  const outcome = await withTransaction(deps.pool, async (client): Promise<{ userId: number } | { error: AppError }> => {
    const now = deps.clock.now();
    const db = typed(client);
    await lockAttempts(client, input.mobile, input.ip);
    const [ipFailures] = await db
      .select({ n: count() })
      .from(loginPasswordFailures)
      .where(and(eq(loginPasswordFailures.ip, input.ip), gt(loginPasswordFailures.createdAt, new Date(now.getTime() - 3600_000))));
    if ((ipFailures?.n ?? 0) >= LOGIN_PASSWORD_MAX_WRONG_PER_IP_PER_HOUR) return { error: tooMany(PASSWORD_MESSAGES.ipLimited) };
    const state = await mobileState(client, input.mobile, now);
    if (state.lockedUntil) return { error: lockedError(state.lockedUntil) };
    const [row] = await db
      .select({ id: users.id, passwordHash: loginPasswords.passwordHash })
      .from(users)
      .leftJoin(loginPasswords, eq(loginPasswords.userId, users.id))
      .where(eq(users.mobile, input.mobile));
    const stored = row?.passwordHash ?? (await dummy());
    const right = (await verify(stored, input.password).catch(() => false)) && Boolean(row?.passwordHash);
    if (right) {
      await db.delete(loginPasswordFailures).where(eq(loginPasswordFailures.mobile, input.mobile));
      return { userId: row!.id };
    }
    await db.insert(loginPasswordFailures).values({ mobile: input.mobile, ip: input.ip, createdAt: now });
    const left = passwordTriesLeft(state.recent.length + 1);
    if (left === 0) return { error: lockedError(passwordLockedUntil([...state.recent, now], now)!) };
    return { error: invalid(input.field ?? 'password', (input.wrongMessage ?? PASSWORD_MESSAGES.wrong)(left)) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.userId;
}

export async function hasLoginPassword(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await typed(db).select({ userId: loginPasswords.userId }).from(loginPasswords).where(eq(loginPasswords.userId, userId));
  return Boolean(row);
}

/**
 * PUT /api/users/password: sets the login password with an SMS code sent to the caller's own mobile,
 * or changes it with the old password (counted like a login try) or a code. The new password must
 * have 6–20 characters, not all of one class. Afterwards the mobile's wrong tries are forgotten, and a
 * change (not the first setting) signs every other session of the user out: whoever knew the old password
 * is logged out everywhere but here.
 */
export async function setLoginPassword(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  user: { id: number; mobile: string; sessionId: number },
  body: PasswordBody,
  ip: string,
): Promise<'set' | 'changed'> {
  const problem = passwordError(body.password);
  if (problem) throw invalid('password', problem);
  const had = await hasLoginPassword(deps.pool, user.id);
  const captcha = body.captcha?.trim() ?? '';
  const oldPassword = body.old_password ?? '';
  if (had && oldPassword && !captcha) {
    await checkLoginPassword(deps, { mobile: user.mobile, password: oldPassword, ip, field: 'old_password', wrongMessage: PASSWORD_MESSAGES.oldWrong });
  } else if (!captcha) {
    throw invalid('captcha', had ? PASSWORD_MESSAGES.oldRequired : PASSWORD_MESSAGES.captchaRequired);
  } else if (!/^\d{6}$/.test(captcha)) {
    throw invalid('captcha', '请输入有效的验证码');
  }
  const passwordHash = await hash(body.password);
  const refused = await withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    if (captcha) {
      const checked = await consumeSmsCode(client, user.mobile, captcha, now);
      if (!checked.ok) return checked.message;
    }
    const db = typed(client);
    await db
      .insert(loginPasswords)
      .values({ userId: user.id, passwordHash, updatedAt: now })
      .onConflictDoUpdate({ target: loginPasswords.userId, set: { passwordHash: sql`excluded.password_hash`, updatedAt: sql`excluded.updated_at` } });
    await db.delete(loginPasswordFailures).where(eq(loginPasswordFailures.mobile, user.mobile));
    if (had) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
    }
    return null;
  });
  if (refused) throw invalid('captcha', refused);
  return had ? 'changed' : 'set';
}
