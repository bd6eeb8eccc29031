import type { EmailBody, EmailResult, Profile, ProfileBody, RewardCoupon } from '@vm/contracts/profile';
import { emailError } from '@vm/domain/form-validation';
import { LIMITS, withinLimit } from '@vm/domain/validation';
import { PROFILE_MESSAGES } from '@vm/domain/validation-messages';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { emailCouponOf, grantEmailCoupon } from './email-coupon';

/** GET /api/users/profile. */
export async function getProfile(deps: Pick<AppDeps, 'pool'>, userId: number): Promise<Profile> {
  const row = await deps.pool.query<Profile>(
    `select u.id, u.name, u.mobile, u.product, u.email, u.is_subscribe,
            exists (select 1 from login_passwords p where p.user_id = u.id) as has_password,
            (select c.id from companies c where c.user_id = u.id) as company_id
       from users u where u.id = $1`,
    [userId],
  );
  return row.rows[0]!;
}

/** PUT /api/users/profile: name (required, ≤ 24) and promoted product (≤ 30, may be empty). */
export async function updateProfile(deps: Pick<AppDeps, 'pool'>, userId: number, body: ProfileBody): Promise<Profile> {
  const name = (body.name ?? '').trim();
  const product = (body.product ?? '').trim();
  const errors: Record<string, string> = {};
  if (!name) errors.name = PROFILE_MESSAGES.nameRequired;
  else if (!withinLimit(name, LIMITS.contactName)) errors.name = PROFILE_MESSAGES.nameTooLong;
  if (!withinLimit(product, LIMITS.product)) errors.product = PROFILE_MESSAGES.productTooLong;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION', first, errors);
  await deps.pool.query('update users set name = $2, product = $3 where id = $1', [userId, name, product]);
  return getProfile(deps, userId);
}

/**
 * PUT /api/users/{id}/email (the email modal): only one's own id (another is 404). 请输入邮箱 /
 * 请输入有效的邮箱; saving with a subscription earns the email coupon the first time (once per user,
 * in the same transaction: email_coupon_grants).
 */
export async function saveEmail(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, targetId: number, body: EmailBody): Promise<EmailResult> {
  if (targetId !== userId) throw notFound('用户');
  const problem = emailError(body.email);
  if (problem) throw invalid('email', problem);
  const email = body.email!.trim();
  return withTransaction(deps.pool, async (client) => {
    await client.query('update users set email = $2, is_subscribe = $3 where id = $1', [userId, email, body.is_subscribe]);
    const coupon: RewardCoupon | null = body.is_subscribe ? await grantEmailCoupon(client, userId, deps.clock.now()) : null;
    return { email, is_subscribe: body.is_subscribe, coupon };
  });
}

/**
 * PUT /api/email_saved/{id}/coupon (the modal's last click): the email coupon the caller earned,
 * granting it now if the email is saved with a subscription and it was not given yet (idempotent).
 */
export async function emailSavedCoupon(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, targetId: number): Promise<{ coupon: RewardCoupon | null }> {
  if (targetId !== userId) throw notFound('用户');
  return withTransaction(deps.pool, async (client) => {
    const user = (await client.query<{ email: string | null; is_subscribe: boolean }>('select email, is_subscribe from users where id = $1 for no key update', [userId])).rows[0]!;
    if (!user.email || !user.is_subscribe) throw conflict('请先保存邮箱并订阅');
    await grantEmailCoupon(client, userId, deps.clock.now());
    return { coupon: await emailCouponOf(client, userId) };
  });
}
