import type { CurrentUser } from '@vm/contracts/accounts';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/http/auth';
import { pointsBalance } from '../coupons';

/** The profile of `users/current`; `consumption_point` is the points balance (the ledger's sum). */
export async function getCurrentUser(deps: AppDeps, user: AuthUser): Promise<CurrentUser> {
  const result = await deps.pool.query<{ id: number; name: string; mobile: string; product: string; email: string | null; roles: CurrentUser['roles'] }>(
    'select id, name, mobile, product, email, roles from users where id = $1',
    [user.id],
  );
  const row = result.rows[0]!;
  return { ...row, consumption_point: await pointsBalance(deps.pool, user.id) };
}
