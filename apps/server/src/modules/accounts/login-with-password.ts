import type { LoginResult } from '@vm/contracts/accounts';
import type { Role } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { checkLoginPassword } from './login-password';
import { createSession } from './sessions';

/** POST /api/auth/password-login: the second way in, for accounts that set a login password. */
export async function loginWithPassword(deps: AppDeps, input: { mobile: string; password: string; ip: string }): Promise<LoginResult> {
  const userId = await checkLoginPassword(deps, input);
  const token = await createSession(deps, userId);
  const user = await deps.pool.query<{ id: number; mobile: string; name: string; roles: Role[] }>('select id, mobile, name, roles from users where id = $1', [userId]);
  return { token, user: user.rows[0]! };
}
