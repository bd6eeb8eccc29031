import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@vm/contracts/accounts';
import { users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';

/** The account's own row for `users/current` (the workflow adds points and the staff flag). */
export async function currentUserRow(deps: AppDeps, userId: number): Promise<Omit<CurrentUser, 'consumption_point' | 'is_supplier_staff'>> {
  const [row] = await typed(deps.pool)
    .select({ id: users.id, name: users.name, mobile: users.mobile, product: users.product, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  return { ...row!, roles: row!.roles as CurrentUser['roles'] };
}
