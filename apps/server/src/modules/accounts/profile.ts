import type { EmailBody, EmailResult, Profile, ProfileBody, RewardCoupon } from '@vm/contracts/profile';
import { emailError } from '@vm/domain/form-validation';
import { LIMITS, withinLimit } from '@vm/domain/validation';
import { PROFILE_MESSAGES } from '@vm/domain/validation-messages';
import { eq, sql } from 'drizzle-orm';
import { companies, loginPasswords, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { emailCouponOf, grantEmailCoupon } from './email-coupon';

/** GET /api/users/profile. */
export async function getProfile(deps: Pick<AppDeps, 'pool'>, userId: number): Promise<Profile> {
  // The correlated subqueries are nested fragments: Drizzle leaves a one-table select's top-level columns unqualified.
  const [row] = await typed(deps.pool)
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      product: users.product,
      email: users.email,
      is_subscribe: users.isSubscribe,
      has_password: sql<boolean>`exists ${sql`(select 1 from ${loginPasswords} where ${loginPasswords.userId} = ${users.id})`}`,
      company_id: sql<number | null>`${sql`(select ${companies.id} from ${companies} where ${companies.userId} = ${users.id})`}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
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
  await typed(deps.pool).update(users).set({ name, product }).where(eq(users.id, userId));
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
    await typed(client).update(users).set({ email, isSubscribe: body.is_subscribe }).where(eq(users.id, userId));
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
    const [user] = await typed(client)
      .select({ email: users.email, isSubscribe: users.isSubscribe })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user?.email || !user.isSubscribe) throw conflict('请先保存邮箱并订阅');
    await grantEmailCoupon(client, userId, deps.clock.now());
    return { coupon: await emailCouponOf(client, userId) };
  });
}
