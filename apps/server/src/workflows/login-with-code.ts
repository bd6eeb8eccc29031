import type { LoginResult } from '@vm/contracts/accounts';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { consumeSmsCode, loggedInUserId, loginResultFor, registerOrFindByMobile, type CodeLoginOutcome } from '../modules/accounts';
import { applyOnRegistration } from '../modules/supplier-applications';

/**
 * Workflow "log in with an SMS code" (accounts, supplier-applications). The newest live code of the mobile
 * is checked under a row lock: a wrong code counts a try (the fifth kills it), a right one is consumed
 * exactly once. The first login registers the account as a business user; a registration `type` (1
 * supplier, 2 agent, 3 facilitator) leaves a pending supplier application in the same transaction, and
 * the role comes only when an operator approves it. A wrong code is committed as a counted try before the
 * refusal goes out.
 */
export async function loginWithCode(deps: AppDeps, input: { mobile: string; code: string; type?: number }): Promise<LoginResult> {
  const now = deps.clock.now();
  const outcome = await withRetriedTransaction(deps.pool, async (client): Promise<CodeLoginOutcome> => {
    const checked = await consumeSmsCode(client, input.mobile, input.code, now);
    if (!checked.ok) return { refused: checked.message };
    const account = await registerOrFindByMobile(client, { mobile: input.mobile, type: input.type, now });
    if ('userId' in account && account.registered && input.type) {
      await applyOnRegistration(client, { userId: account.userId, type: input.type, mobile: input.mobile, now });
    }
    return account;
  });
  return loginResultFor(deps, loggedInUserId(outcome));
}
