import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { smsCodes } from '../../db/schema/index';
import { sha256, newSmsCode } from '../../platform/crypto';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { AppError, tooMany } from '../../platform/http/app-error';
import { SMS_CODE_TTL_MS, shanghaiDayStart } from './sms-limits';

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
    const db = typed(client);
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('sms-mobile:' || ${input.mobile}::text))`);
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('sms-ip:' || ${input.ip}::text))`);
    const [mobileStats] = await db
      .select({ last: max(smsCodes.createdAt), today: sql<number>`(count(*) filter (where ${smsCodes.createdAt} >= ${shanghaiDayStart(now)}))::int` })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, input.mobile));
    const [ipStats] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, input.ip), gt(smsCodes.createdAt, new Date(now.getTime() - 3600_000))));
    const last = mobileStats?.last ?? null;
    const today = mobileStats?.today ?? 0;
    const ipHour = ipStats?.n ?? 0;
    const resendMs = deps.config.SMS_RESEND_SECONDS * 1000;
    if (last && now.getTime() - last.getTime() < resendMs) {
      const wait = Math.ceil((resendMs - (now.getTime() - last.getTime())) / 1000);
      throw tooMany(`验证码发送过于频繁，请${wait}秒后再试`);
    }
    if (today >= deps.config.SMS_MAX_PER_MOBILE_PER_DAY) throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试');
    if (ipHour >= deps.config.SMS_MAX_PER_IP_PER_HOUR) throw tooMany('获取验证码过于频繁，请稍后再试');
    // The old expiry of each superseded code comes back (the same rows before the update), to revive it if the SMS fails.
    const old = alias(smsCodes, 'old');
    const superseded = await db
      .update(smsCodes)
      .set({ expiresAt: now })
      .from(old)
      .where(and(eq(smsCodes.id, old.id), eq(smsCodes.mobile, input.mobile), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
      .returning({ id: smsCodes.id, expiresAt: old.expiresAt });
    const [inserted] = await db
      .insert(smsCodes)
      .values({
        mobile: input.mobile,
        usage: input.usage,
        codeHash: hashCode(input.mobile, code),
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      })
      .returning({ id: smsCodes.id });
    return { id: inserted!.id, superseded };
  });
  try {
    await deps.sms.sendCode(input.mobile, code, now);
  } catch (error) {
    deps.logger.error({ err: error, provider: deps.sms.name }, 'SMS delivery failed');
    await withRetriedTransaction(deps.pool, async (client) => {
      const db = typed(client);
      await db.delete(smsCodes).where(eq(smsCodes.id, stored.id));
      for (const row of stored.superseded) await db.update(smsCodes).set({ expiresAt: row.expiresAt }).where(eq(smsCodes.id, row.id));
    });
    throw new AppError('UNAVAILABLE', '短信发送失败，请稍后再试');
  }
}
