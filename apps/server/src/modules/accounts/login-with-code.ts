import type { LoginResult } from '@vm/contracts/accounts';
import { eq, sql } from 'drizzle-orm';
import { users, type Role } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { AppError, invalid } from '../../platform/http/app-error';
import { ACCOUNT_FROZEN_MESSAGE } from '../../platform/http/auth';
import { applyOnRegistration } from '../supplier-applications/index';
import { consumeSmsCode } from './check-sms-code';
import { createSession } from './sessions';

/**
 * Checks the newest live code of the mobile under a row lock: a wrong code counts a try (the fifth kills
 * it), a right one is consumed exactly once. Registers the account on first login, as a business user:
 * a registration `type` (1 supplier, 2 agent, 3 facilitator) leaves a pending supplier application in
 * the same transaction, and the role comes only when an operator approves it.
 */
export async function loginWithCode(
  deps: AppDeps,
  input: { mobile: string; code: string; type?: number },
): Promise<LoginResult> {
  const now = deps.clock.now();
  // A wrong code is committed as a counted try before the refusal goes out.
  const outcome = await withRetriedTransaction(deps.pool, async (client): Promise<{ refused: string } | { frozen: true } | { userId: number }> => {
    const checked = await consumeSmsCode(client, input.mobile, input.code, now);
    if (!checked.ok) return { refused: checked.message };
    const db = typed(client);
    const [inserted] = await db
      .insert(users)
      .values({ mobile: input.mobile, roles: ['business'], registrationType: input.type ?? null, createdAt: now })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (inserted) {
      const userId = inserted.id;
      if (input.type) await applyOnRegistration(client, { userId, type: input.type, mobile: input.mobile, now });
      return { userId };
    }
    const [existing] = await db.select({ id: users.id, frozen: sql<boolean>`${users.frozenAt} is not null` }).from(users).where(eq(users.mobile, input.mobile));
    return existing!.frozen ? { frozen: true } : { userId: existing!.id };
  });
  if ('refused' in outcome) throw invalid('captcha', outcome.refused);
  // A frozen account cannot log in until an operator unfreezes it (the code is spent all the same).
  if ('frozen' in outcome) throw new AppError('FORBIDDEN', ACCOUNT_FROZEN_MESSAGE, undefined, 'ACCOUNT_FROZEN');
  const { userId } = outcome;
  const token = await createSession(deps, userId);
  const [user] = await typed(deps.pool).select({ id: users.id, mobile: users.mobile, name: users.name, roles: users.roles }).from(users).where(eq(users.id, userId));
  return { token, user: { ...user!, roles: user!.roles as Role[] } };
}
