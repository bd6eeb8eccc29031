import { sha256, newSmsCode } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { AppError, tooMany } from '../../platform/http/app-error';
import {
  SMS_CODE_TTL_MS,
  shanghaiDayStart,
} from './sms-limits';

export const hashCode = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/**
 * Sends a 6-digit code. The limits are checked and the code stored under an advisory lock per mobile
 * (and per IP), so concurrent requests cannot slip past the resend window (SMS_RESEND_SECONDS, 60 s) or
 * the daily limits. A new code supersedes the older ones of that mobile. The SMS goes out after the
 * commit, with no transaction open; when it fails, a compensating transaction removes the code and
 * revives the ones it superseded, so a failed send neither counts towards the limits nor kills a code
 * already received.
 */
export async function sendLoginCode(deps: AppDeps, input: { mobile: string; usage: number; ip: string }): Promise<void> {
  const now = deps.clock.now();
  const code = newSmsCode();
  const stored = await withRetriedTransaction(deps.pool, async (client) => {
    await client.query("select pg_advisory_xact_lock(hashtext('sms-mobile:' || $1))", [input.mobile]);
    await client.query("select pg_advisory_xact_lock(hashtext('sms-ip:' || $1))", [input.ip]);
    const stats = await client.query<{ last: Date | null; today: number; ip_hour: number }>(
      `select
         (select max(created_at) from sms_codes where mobile = $1) as last,
         (select count(*)::int from sms_codes where mobile = $1 and created_at >= $2) as today,
         (select count(*)::int from sms_codes where ip = $3 and created_at > $4) as ip_hour`,
      [input.mobile, shanghaiDayStart(now), input.ip, new Date(now.getTime() - 3600_000)],
    );
    const { last, today, ip_hour: ipHour } = stats.rows[0]!;
    const resendMs = deps.config.SMS_RESEND_SECONDS * 1000;
    if (last && now.getTime() - last.getTime() < resendMs) {
      const wait = Math.ceil((resendMs - (now.getTime() - last.getTime())) / 1000);
      throw tooMany(`验证码发送过于频繁，请${wait}秒后再试`);
    }
    if (today >= deps.config.SMS_MAX_PER_MOBILE_PER_DAY) throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试');
    if (ipHour >= deps.config.SMS_MAX_PER_IP_PER_HOUR) throw tooMany('获取验证码过于频繁，请稍后再试');
    const superseded = await client.query<{ id: number; expires_at: Date }>(
      `update sms_codes s set expires_at = $2 from sms_codes old
        where s.id = old.id and s.mobile = $1 and s.consumed_at is null and s.expires_at > $2
        returning s.id, old.expires_at`,
      [input.mobile, now],
    );
    const inserted = await client.query<{ id: number }>(
      `insert into sms_codes (mobile, usage, code_hash, ip, created_at, expires_at) values ($1, $2, $3, $4, $5, $6) returning id`,
      [input.mobile, input.usage, hashCode(input.mobile, code), input.ip, now, new Date(now.getTime() + SMS_CODE_TTL_MS)],
    );
    return { id: inserted.rows[0]!.id, superseded: superseded.rows };
  });
  try {
    await deps.sms.sendCode(input.mobile, code, now);
  } catch (error) {
    deps.logger.error({ err: error, provider: deps.sms.name }, 'SMS delivery failed');
    await withRetriedTransaction(deps.pool, async (client) => {
      await client.query('delete from sms_codes where id = $1', [stored.id]);
      for (const row of stored.superseded) await client.query('update sms_codes set expires_at = $2 where id = $1', [row.id, row.expires_at]);
    });
    throw new AppError('UNAVAILABLE', '短信发送失败，请稍后再试');
  }
}
