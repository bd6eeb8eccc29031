import { hash, verify } from '@node-rs/argon2';
import { activeLock, afterWrongTry, isValidPayPassword, PAY_PASSWORD_MESSAGES, shanghaiClock } from '@vm/domain/pay-password';
import { eq } from 'drizzle-orm';
import { payPasswords } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { conflict, invalid } from '../../platform/http/app-error';
import { consumeSmsCode } from '../accounts';

const PASSWORD = { passwordHash: payPasswords.passwordHash, failedAttempts: payPasswords.failedAttempts, lockedUntil: payPasswords.lockedUntil };

/** Whether a password is set, and until when balance payment is locked (null when it is not). */
export async function payPasswordStatus(db: Queryable, userId: number, now: Date): Promise<{ hasPassword: boolean; lockedUntil: Date | null }> {
  const [row] = await typed(db).select(PASSWORD).from(payPasswords).where(eq(payPasswords.userId, userId));
  if (!row) return { hasPassword: false, lockedUntil: null };
  return { hasPassword: true, lockedUntil: activeLock({ failedAttempts: row.failedAttempts, lockedUntil: row.lockedUntil }, now) };
}

async function storeHash(client: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await typed(client)
    .insert(payPasswords)
    .values({ userId, passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({ target: payPasswords.userId, set: { passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now } });
}

/**
 * PUT /api/wallets/pay-pwd: sets or resets the password with an SMS code sent to the caller's own
 * mobile (a wrong code counts against that code, as at login). Resetting lifts a lock: the SMS code
 * proves the owner. Stored as an argon2id hash.
 */
export async function setPayPassword(deps: AppDeps, user: { id: number; mobile: string }, input: { password: string; captcha: string }): Promise<void> {
  const passwordHash = await hash(input.password);
  const problem = await withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const checked = await consumeSmsCode(client, user.mobile, input.captcha, now);
    if (!checked.ok) return checked.message;
    await storeHash(client, user.id, passwordHash, now);
    return null;
  });
  if (problem) throw invalid('captcha', problem);
}

/**
 * Checks a payment password (balance payment, changing it). In its own transaction under the row's
 * lock, committed before answering, so a wrong try stays counted even though the request fails:
 * 409 while locked or when none is set; 422 on `field` with the tries left; the fifth wrong try
 * locks balance payment for 15 minutes (409 naming the time it unlocks).
 */
export async function checkPayPassword(deps: AppDeps, userId: number, password: string | undefined, field = 'password'): Promise<void> {
  const outcome = await withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const [row] = await typed(client).select(PASSWORD).from(payPasswords).where(eq(payPasswords.userId, userId)).for('update');
    if (!row) return { error: conflict(PAY_PASSWORD_MESSAGES.notSet, 'PAY_PASSWORD_NOT_SET') };
    const state = { failedAttempts: row.failedAttempts, lockedUntil: row.lockedUntil };
    const lock = activeLock(state, now);
    if (lock) return { error: conflict(PAY_PASSWORD_MESSAGES.locked(shanghaiClock(lock)), 'PAY_PASSWORD_LOCKED') };
    const right = isValidPayPassword(password) && (await verify(row.passwordHash, password).catch(() => false));
    if (right) {
      if (row.failedAttempts !== 0 || row.lockedUntil)
        await typed(client).update(payPasswords).set({ failedAttempts: 0, lockedUntil: null }).where(eq(payPasswords.userId, userId));
      return { error: null };
    }
    const wrong = afterWrongTry(state, now);
    await typed(client)
      .update(payPasswords)
      .set({ failedAttempts: wrong.next.failedAttempts, lockedUntil: wrong.next.lockedUntil })
      .where(eq(payPasswords.userId, userId));
    return { error: wrong.left > 0 ? invalid(field, wrong.message, 'PAY_PASSWORD_WRONG') : conflict(wrong.message, 'PAY_PASSWORD_LOCKED') };
  });
  if (outcome.error) throw outcome.error;
}

/** PUT /api/wallets/modify-pwd: the old password (counted like a payment try) and the new one. */
export async function modifyPayPassword(deps: AppDeps, userId: number, input: { old_password: string; password: string }): Promise<void> {
  await checkPayPassword(deps, userId, input.old_password, 'old_password');
  const passwordHash = await hash(input.password);
  await storeHash(deps.pool, userId, passwordHash, deps.clock.now());
}
