import type { LoginResult } from '@vm/contracts/accounts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ACCOUNT_FROZEN_MESSAGE } from '../../platform/http/auth';
import { createSession } from './sessions';

/** A new session for an account another way of logging in vouched for (WeChat, QQ): refused for a frozen account. */
export async function loginResultFor(deps: AppDeps, userId: number): Promise<LoginResult> {
  const [user] = await deps.db
    .select({ id: users.id, mobile: users.mobile, name: users.name, roles: users.roles, frozenAt: users.frozenAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', '账号不存在');
  if (user.frozenAt) throw new AppError('FORBIDDEN', ACCOUNT_FROZEN_MESSAGE, undefined, 'ACCOUNT_FROZEN');
  const token = await createSession(deps, userId);
  return { token, user: { id: user.id, mobile: user.mobile, name: user.name, roles: user.roles as LoginResult['user']['roles'] } };
}
