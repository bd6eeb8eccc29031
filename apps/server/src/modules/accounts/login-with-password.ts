import type { LoginResult } from '@vm/contracts/accounts';
import { eq } from 'drizzle-orm';
import { users, type Role } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { checkLoginPassword } from './login-password';
import { createSession } from './sessions';

/** POST /api/auth/password-login: the second way in, for accounts that set a login password. */
export async function loginWithPassword(deps: AppDeps, input: { mobile: string; password: string; ip: string }): Promise<LoginResult> {
  const userId = await checkLoginPassword(deps, input);
  const token = await createSession(deps, userId);
  const [user] = await typed(deps.pool)
    .select({ id: users.id, mobile: users.mobile, name: users.name, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  return { token, user: { ...user!, roles: user!.roles as Role[] } };
}
