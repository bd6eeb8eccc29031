import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { smsCodes } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { hashCode } from './send-login-code';
import { SMS_MAX_WRONG_TRIES, SMS_USAGE } from './sms-limits';

export type SmsCodeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks the newest live code of the mobile for `usage` (3 login and account changes, 5 signing a
 * lease contract) under a row lock, in the caller's transaction: a wrong
 * code counts a try (the fifth kills it), a right one is consumed exactly once. The caller commits
 * either way (so a wrong try stays counted) and reports the message on the `captcha` field.
 */
export async function consumeSmsCode(client: Queryable, mobile: string, code: string, now: Date, usage: number = SMS_USAGE): Promise<SmsCodeCheck> {
  const db = typed(client);
  const [live] = await db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, failedAttempts: smsCodes.failedAttempts })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.usage, usage),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.failedAttempts, SMS_MAX_WRONG_TRIES),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live) return { ok: false, message: '验证码已失效，请重新获取' };
  if (live.codeHash !== hashCode(mobile, code)) {
    await db
      .update(smsCodes)
      .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
      .where(eq(smsCodes.id, live.id));
    const left = SMS_MAX_WRONG_TRIES - live.failedAttempts - 1;
    return { ok: false, message: left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取' };
  }
  await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, live.id));
  return { ok: true };
}
