import { randomBytes } from 'node:crypto';
import { oauthLoginStates, type OAuthProviderName } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { oauthProviderFor, oauthRedirectUri } from '../../platform/oauth/oauth-provider-for';
import { PROVIDER_LABEL } from './labels';

export const STATE_TTL_MS = 10 * 60_000;

/** A path of this site to return to (`/x`, never `//host` or a URL); anything else is the home page. */
export function safeFrom(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\') || [...from].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  return from;
}

export function providerOrOff(deps: AppDeps, provider: OAuthProviderName) {
  const setup = oauthProviderFor(deps, provider);
  if (!setup) throw new AppError('NOT_FOUND', `暂未开通${PROVIDER_LABEL[provider]}登录`);
  return setup;
}

/**
 * `GET /api/auth/{provider}/authorize`: a fresh single-use `state` bound to this browser, and the
 * provider's authorize URL carrying it (the browser goes there; the person confirms on their phone).
 */
export async function startLogin(deps: AppDeps, input: { provider: OAuthProviderName; browserId: string; from?: string }): Promise<{ url: string }> {
  const { provider } = providerOrOff(deps, input.provider);
  const state = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await deps.db.insert(oauthLoginStates).values({
    provider: input.provider,
    stateHash: sha256(state),
    browserHash: sha256(input.browserId),
    fromPath: safeFrom(input.from),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url: provider.authorizeUrl({ state, redirectUri: oauthRedirectUri(deps, input.provider) }) };
}
