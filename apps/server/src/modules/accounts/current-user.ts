import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@vm/contracts/accounts';
import { users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/http/auth';
import { isChildAccount } from '../child-accounts';
import { pointsBalance } from '../coupons';

/** The profile of `users/current`; `consumption_point` is the points balance (the ledger's sum). */
export async function getCurrentUser(deps: AppDeps, user: AuthUser): Promise<CurrentUser> {
  const [row] = await typed(deps.pool)
    .select({ id: users.id, name: users.name, mobile: users.mobile, product: users.product, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, user.id));
  const [points, staff] = await Promise.all([pointsBalance(deps.pool, user.id), isChildAccount(deps.pool, user.id)]);
  return { ...row!, roles: row!.roles as CurrentUser['roles'], consumption_point: points, is_supplier_staff: staff };
}
