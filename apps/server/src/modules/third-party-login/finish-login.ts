import { randomBytes } from 'node:crypto';
import type { OAuthLoginResult } from '@vm/contracts/third-party-login';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { oauthBindTokens, oauthIdentities, oauthLoginStates, type OAuthProviderName } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { invalid } from '../../platform/http/app-error';
import { OAuthProviderError } from '../../platform/oauth/oauth-provider';
import { oauthRedirectUri } from '../../platform/oauth/oauth-provider-for';
import { loginResultFor } from '../accounts/index';
import { PROVIDER_LABEL } from './labels';
import { providerOrOff } from './start-login';

export const BIND_TOKEN_TTL_MS = 30 * 60_000;

/**
 * `POST /api/auth/{provider}/login`: spends the `state` (once, only from the browser that started the
 * login, within 10 minutes), exchanges the code at the provider (server-side; a used or unknown code is
 * refused there), then logs a bound identity straight in, or hands a new one a `bind_token`.
 */
export async function finishLogin(
  deps: AppDeps,
  input: { provider: OAuthProviderName; code: string; state: string; browserId: string | null },
): Promise<OAuthLoginResult> {
  const { provider } = providerOrOff(deps, input.provider);
  const label = PROVIDER_LABEL[input.provider];
  const now = deps.clock.now();
  const [spent] = input.browserId
    ? await deps.db
        .update(oauthLoginStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(oauthLoginStates.stateHash, sha256(input.state)),
            eq(oauthLoginStates.provider, input.provider),
            eq(oauthLoginStates.browserHash, sha256(input.browserId)),
            isNull(oauthLoginStates.usedAt),
            gt(oauthLoginStates.expiresAt, now),
          ),
        )
        .returning({ fromPath: oauthLoginStates.fromPath })
    : [];
  if (!spent) throw invalid('state', `登录请求已失效，请重新使用${label}登录`);

  let identity;
  try {
    identity = await provider.identify({ code: input.code, redirectUri: oauthRedirectUri(deps, input.provider) });
  } catch (error) {
    if (!(error instanceof OAuthProviderError)) throw error;
    deps.logger.warn({ provider: input.provider, providerCode: error.providerCode }, 'oauth code exchange refused');
    throw invalid('code', `${label}授权已失效，请重新登录`);
  }
  const subject = identity.unionid ?? identity.openid;
  const nickname = identity.nickname.slice(0, 64);
  const [bound] = await deps.db
    .select({ id: oauthIdentities.id, userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, input.provider), eq(oauthIdentities.subject, subject)));
  if (bound) {
    if (nickname) await deps.db.update(oauthIdentities).set({ nickname }).where(eq(oauthIdentities.id, bound.id));
    return { ...(await loginResultFor(deps, bound.userId)), provider: input.provider, nickname, from: spent.fromPath };
  }
  const bindToken = randomBytes(32).toString('base64url');
  await deps.db.insert(oauthBindTokens).values({
    tokenHash: sha256(bindToken),
    provider: input.provider,
    subject,
    openid: identity.openid,
    nickname,
    createdAt: now,
    expiresAt: new Date(now.getTime() + BIND_TOKEN_TTL_MS),
  });
  return { bind_token: bindToken, provider: input.provider, nickname, from: spent.fromPath };
}
