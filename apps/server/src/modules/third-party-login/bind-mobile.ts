import type { LoginResult } from '@vm/contracts/accounts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { oauthBindTokens, oauthIdentities, type OAuthProviderName } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';
import { typed } from '../../platform/db/typed';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { AppDeps } from '../../platform/deps';
import { conflict, invalid } from '../../platform/http/app-error';
import { accountForMobile, consumeSmsCode, loginResultFor } from '../accounts/index';
import { PROVIDER_LABEL } from './labels';

type Outcome = { refused: string } | { conflict: string } | { userId: number; provider: OAuthProviderName };

/**
 * `POST /api/auth/bind-mobile`: the identity behind a live `bind_token` binds to the account of the
 * mobile an SMS code proves (the account is created when the mobile is new), and logs in. One identity
 * per account and provider: an account already bound to another WeChat (QQ) must unbind it first.
 */
export async function bindMobile(deps: AppDeps, input: { bindToken: string; mobile: string; code: string }): Promise<LoginResult> {
  const now = deps.clock.now();
  const outcome = await withRetriedTransaction(deps.pool, async (client): Promise<Outcome> => {
    const tx = typed(client);
    const [pending] = await tx
      .select()
      .from(oauthBindTokens)
      .where(and(eq(oauthBindTokens.tokenHash, sha256(input.bindToken)), isNull(oauthBindTokens.usedAt), gt(oauthBindTokens.expiresAt, now)))
      .for('update');
    if (!pending) return { refused: 'bind_token' };
    const provider = pending.provider as OAuthProviderName;
    const label = PROVIDER_LABEL[provider];
    const checked = await consumeSmsCode(client, input.mobile, input.code, now);
    // A wrong code stays counted (the transaction commits) and the bind token stays usable.
    if (!checked.ok) return { refused: checked.message };
    const account = await accountForMobile(client, input.mobile, now);
    const [taken] = await tx
      .select({ userId: oauthIdentities.userId })
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, pending.subject)));
    if (taken && taken.userId !== account.id) return { conflict: `该${label}已绑定其他账号` };
    if (!taken) {
      const [other] = await tx
        .select({ id: oauthIdentities.id })
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.userId, account.id)));
      if (other) return { conflict: `该手机号已绑定其他${label}账号，请先登录后解绑` };
      await tx
        .insert(oauthIdentities)
        .values({ provider, subject: pending.subject, openid: pending.openid, nickname: pending.nickname, userId: account.id, createdAt: now });
    }
    await tx.update(oauthBindTokens).set({ usedAt: now }).where(eq(oauthBindTokens.id, pending.id));
    return { userId: account.id, provider };
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'bind_token') throw invalid('bind_token', '绑定已失效，请重新登录');
    throw invalid('captcha', outcome.refused);
  }
  if ('conflict' in outcome) throw conflict(outcome.conflict);
  return loginResultFor(deps, outcome.userId);
}
