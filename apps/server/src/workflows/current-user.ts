import type { CurrentUser } from '@vm/contracts/accounts';
import type { AppDeps } from '../platform/deps';
import type { AuthUser } from '../platform/http/auth';
import { currentUserRow } from '../modules/accounts';
import { isChildAccount } from '../modules/child-accounts';
import { pointsBalance } from '../modules/coupons';

/** Workflow "the profile of `users/current`" (accounts, coupons, child-accounts); `consumption_point` is the points balance (the ledger's sum). */
export async function getCurrentUser(deps: AppDeps, user: AuthUser): Promise<CurrentUser> {
  const [row, points, staff] = await Promise.all([currentUserRow(deps, user.id), pointsBalance(deps.pool, user.id), isChildAccount(deps.pool, user.id)]);
  return { ...row, consumption_point: points, is_supplier_staff: staff };
}
