import { oauthMode } from '../../config';
import type { OAuthProviderName } from '../../db/schema/index';
import type { AppDeps } from '../deps';
import { LIVE_ENDPOINTS, networkFetchJson, type OAuthProvider } from './oauth-provider';
import { qqProvider } from './qq-provider';
import { callbackPath, OAuthSandbox, SANDBOX_API_ORIGIN, SANDBOX_APPS, SANDBOX_AUTHORIZE_PATH, sandboxBase } from './sandbox-provider';
import { wechatProvider } from './wechat-provider';

export interface OAuthSetup {
  provider: OAuthProvider;
  /** Present only while the built-in sandbox stands in for the provider. */
  sandbox?: OAuthSandbox;
}

/** The URL the provider sends the browser back to: the web app's callback page (absolute with PUBLIC_BASE_URL). */
export const oauthRedirectUri = (deps: Pick<AppDeps, 'config'>, name: OAuthProviderName) =>
  `${deps.config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? ''}${callbackPath(name)}`;

/**
 * The provider of `name` for this configuration: live with credentials; the built-in sandbox without
 * them (same URLs and calls, answered in process); null when the login is off (production, no credentials).
 */
export function oauthProviderFor(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, name: OAuthProviderName): OAuthSetup | null {
  const { config } = deps;
  const mode = oauthMode(config, name);
  if (mode === 'off') return null;
  if (mode === 'live') {
    const fetchJson = networkFetchJson(name);
    return {
      provider:
        name === 'wechat'
          ? wechatProvider({ appId: config.WECHAT_APP_ID!, secret: config.WECHAT_APP_SECRET!, endpoints: LIVE_ENDPOINTS.wechat, fetchJson })
          : qqProvider({ appId: config.QQ_APP_ID!, appKey: config.QQ_APP_KEY!, endpoints: LIVE_ENDPOINTS.qq, fetchJson }),
    };
  }
  const sandbox = new OAuthSandbox(deps.db, deps.clock, name);
  const endpoints = { authorize: SANDBOX_AUTHORIZE_PATH[name], api: `${SANDBOX_API_ORIGIN}${sandboxBase(name)}` };
  const fetchJson = (url: string) => sandbox.handle(new URL(url));
  const app = SANDBOX_APPS[name];
  return {
    provider:
      name === 'wechat'
        ? wechatProvider({ appId: app.appId, secret: app.secret, endpoints, fetchJson })
        : qqProvider({ appId: app.appId, appKey: app.secret, endpoints, fetchJson }),
    sandbox,
  };
}
