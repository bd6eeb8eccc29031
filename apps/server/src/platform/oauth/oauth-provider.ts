import type { OAuthProviderName } from '../../db/schema/index';

/** What a provider says about the person who confirmed: the openid (and unionid where given) and a nickname. */
export interface OAuthIdentity {
  openid: string;
  unionid: string | null;
  nickname: string;
}

/** A refusal of the provider (a used or unknown code, a bad token): the login cannot go on. */
export class OAuthProviderError extends Error {
  constructor(
    readonly provider: OAuthProviderName,
    readonly providerCode: string,
    message: string,
  ) {
    super(`${provider} ${providerCode}: ${message}`);
  }
}

/** GET a provider API URL and read its JSON answer (live: the network; sandbox: the built-in provider, in process). */
export type FetchJson = (url: string) => Promise<Record<string, unknown>>;

/**
 * One provider's OAuth 2.0 authorization-code flow, as it documents it: the browser goes to
 * `authorizeUrl`, comes back to `redirectUri` with `code` and `state`, and the server exchanges the code
 * (once) for an access token and reads who it is.
 */
export interface OAuthProvider {
  name: OAuthProviderName;
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  identify(input: { code: string; redirectUri: string }): Promise<OAuthIdentity>;
}

/** Where each provider lives: the browser's authorize page and the server-side API origin. */
export interface OAuthEndpoints {
  authorize: string;
  api: string;
}

export const LIVE_ENDPOINTS: Record<OAuthProviderName, OAuthEndpoints> = {
  wechat: { authorize: 'https://open.weixin.qq.com/connect/qrconnect', api: 'https://api.weixin.qq.com' },
  qq: { authorize: 'https://graph.qq.com/oauth2.0/authorize', api: 'https://graph.qq.com' },
};

export const stringField = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Real HTTP GET with a timeout; a non-JSON answer is a provider error. */
export function networkFetchJson(provider: OAuthProviderName): FetchJson {
  return async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      // QQ's older answers: `callback( {...} );` or `a=1&b=2`.
      const jsonp = /callback\(\s*(\{.*\})\s*\)/s.exec(text);
      if (jsonp) return JSON.parse(jsonp[1]!) as Record<string, unknown>;
      if (text.includes('=')) return Object.fromEntries(new URLSearchParams(text));
      throw new OAuthProviderError(provider, String(response.status), '接口返回格式不正确');
    }
  };
}
