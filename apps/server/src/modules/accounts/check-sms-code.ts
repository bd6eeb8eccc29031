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
  const found = await client.query<{ id: number; code_hash: string; failed_attempts: number }>(
    `select id, code_hash, failed_attempts from sms_codes
      where mobile = $1 and usage = $2 and consumed_at is null and expires_at > $3 and failed_attempts < $4
      order by created_at desc limit 1 for update`,
    [mobile, usage, now, SMS_MAX_WRONG_TRIES],
  );
  const live = found.rows[0];
  if (!live) return { ok: false, message: '验证码已失效，请重新获取' };
  if (live.code_hash !== hashCode(mobile, code)) {
    await client.query('update sms_codes set failed_attempts = failed_attempts + 1 where id = $1', [live.id]);
    const left = SMS_MAX_WRONG_TRIES - live.failed_attempts - 1;
    return { ok: false, message: left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取' };
  }
  await client.query('update sms_codes set consumed_at = $2 where id = $1', [live.id, now]);
  return { ok: true };
}
