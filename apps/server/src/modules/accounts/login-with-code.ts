import type { LoginResult } from '@vm/contracts/accounts';
import type { Role } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { invalid } from '../../platform/http/app-error';
import { hashCode } from './send-login-code';
import { createSession } from './sessions';
import { SMS_MAX_WRONG_TRIES, SMS_USAGE } from './sms-limits';

const ROLE_BY_REGISTRATION_TYPE: Record<number, Role> = { 1: 'property', 2: 'agent', 3: 'facilitator' };

/**
 * Checks the newest live code of the mobile under a row lock: a wrong code counts a try (the fifth kills
 * it), a right one is consumed exactly once. Registers the account on first login.
 */
export async function loginWithCode(
  deps: AppDeps,
  input: { mobile: string; code: string; type?: number },
): Promise<LoginResult> {
  const now = deps.clock.now();
  const client = await deps.pool.connect();
  let userId: number;
  try {
    await client.query('begin');
    const found = await client.query<{ id: number; code_hash: string; failed_attempts: number }>(
      `select id, code_hash, failed_attempts from sms_codes
        where mobile = $1 and usage = $2 and consumed_at is null and expires_at > $3 and failed_attempts < $4
        order by created_at desc limit 1 for update`,
      [input.mobile, SMS_USAGE, now, SMS_MAX_WRONG_TRIES],
    );
    const live = found.rows[0];
    if (!live) {
      await client.query('rollback');
      throw invalid('captcha', '验证码已失效，请重新获取');
    }
    if (live.code_hash !== hashCode(input.mobile, input.code)) {
      await client.query('update sms_codes set failed_attempts = failed_attempts + 1 where id = $1', [live.id]);
      await client.query('commit');
      const left = SMS_MAX_WRONG_TRIES - live.failed_attempts - 1;
      throw invalid('captcha', left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取');
    }
    await client.query('update sms_codes set consumed_at = $2 where id = $1', [live.id, now]);
    const role = input.type ? ROLE_BY_REGISTRATION_TYPE[input.type] : undefined;
    const inserted = await client.query<{ id: number }>(
      `insert into users (mobile, roles, registration_type, created_at) values ($1, $2, $3, $4)
       on conflict (mobile) do nothing returning id`,
      [input.mobile, [role ?? 'business'], input.type ?? null, now],
    );
    if (inserted.rows[0]) {
      userId = inserted.rows[0].id;
    } else {
      const existing = await client.query<{ id: number }>('select id from users where mobile = $1', [input.mobile]);
      userId = existing.rows[0]!.id;
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const token = await createSession(deps, userId);
  const user = await deps.pool.query<{ id: number; mobile: string; name: string; roles: Role[] }>(
    'select id, mobile, name, roles from users where id = $1',
    [userId],
  );
  return { token, user: user.rows[0]! };
}
