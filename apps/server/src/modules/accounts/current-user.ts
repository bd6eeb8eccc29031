import type { CurrentUser } from '@vm/contracts/accounts';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/http/auth';
import { isChildAccount } from '../child-accounts';
import { pointsBalance } from '../coupons';

/** The profile of `users/current`; `consumption_point` is the points balance (the ledger's sum). */
export async function getCurrentUser(deps: AppDeps, user: AuthUser): Promise<CurrentUser> {
  const result = await deps.pool.query<{ id: number; name: string; mobile: string; product: string; email: string | null; roles: CurrentUser['roles'] }>(
    'select id, name, mobile, product, email, roles from users where id = $1',
    [user.id],
  );
  const row = result.rows[0]!;
  const [points, staff] = await Promise.all([pointsBalance(deps.pool, user.id), isChildAccount(deps.pool, user.id)]);
  return { ...row, consumption_point: points, is_supplier_staff: staff };
}
