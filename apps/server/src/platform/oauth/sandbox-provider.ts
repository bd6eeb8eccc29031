import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { oauthSandboxGrants, type OAuthProviderName } from '../../db/schema/index';
import type { Clock } from '../clock';
import type { Database } from '../db/client';

/** The sandbox's registered apps: published test values, never real credentials. */
export const SANDBOX_APPS: Record<OAuthProviderName, { appId: string; secret: string }> = {
  wechat: { appId: 'wx5a9d1e0c00sandbox', secret: 'wechat-sandbox-secret' },
  qq: { appId: '101900001', secret: 'qq-sandbox-app-key' },
};

/** Where each sandbox lives on this server (outside /api, before the web app's fallback). */
export const sandboxBase = (provider: OAuthProviderName) => `/dev/${provider}-sandbox`;
export const SANDBOX_AUTHORIZE_PATH: Record<OAuthProviderName, string> = {
  wechat: `${sandboxBase('wechat')}/connect/qrconnect`,
  qq: `${sandboxBase('qq')}/oauth2.0/authorize`,
};
/** The origin the server's own calls to the sandbox name (never resolved: they are answered in process). */
export const SANDBOX_API_ORIGIN = 'http://sandbox.invalid';

/** The only callback path the sandbox apps are registered with (as a real app registers its domain). */
export const callbackPath = (provider: OAuthProviderName) => `/auth/oauth/${provider}/callback`;

const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_MS = 2 * 3600_000;

export class SandboxAuthorizeError extends Error {}

type Answer = Record<string, unknown>;

/**
 * The built-in WeChat / QQ provider (without credentials): issues a code when a person confirms on its
 * page (or through `POST /api/dev/{provider}-sandbox/authorize`), exchanges it once for an access
 * token, and answers the user-info calls with the provider's own field names and error codes.
 */
export class OAuthSandbox {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly provider: OAuthProviderName,
  ) {}

  get app() {
    return SANDBOX_APPS[this.provider];
  }

  /** Checks what the authorize page received, as the provider would (appid, redirect_uri). */
  checkAuthorizeRequest(input: { appId: string; redirectUri: string }): void {
    if (input.appId !== this.app.appId) throw new SandboxAuthorizeError(this.provider === 'wechat' ? 'AppID 参数错误' : 'client_id 参数错误（100001）');
    let pathname: string;
    try {
      pathname = new URL(input.redirectUri, 'http://callback.invalid').pathname;
    } catch {
      pathname = '';
    }
    if (pathname !== callbackPath(this.provider))
      throw new SandboxAuthorizeError(this.provider === 'wechat' ? 'redirect_uri 参数错误' : 'redirect uri is illegal（100010）');
  }

  /** The person confirmed on the phone: a single-use code for the app's callback. */
  async confirm(input: { appId: string; redirectUri: string; openid: string; nickname: string }): Promise<string> {
    this.checkAuthorizeRequest(input);
    const code = randomBytes(16).toString('hex');
    const now = this.clock.now();
    await this.db.insert(oauthSandboxGrants).values({
      code,
      provider: this.provider,
      appId: input.appId,
      redirectUri: input.redirectUri,
      openid: input.openid,
      // WeChat gives a unionid across the apps of one account; the sandbox derives a stable one.
      unionid: this.provider === 'wechat' ? `sandbox-union-${input.openid}` : null,
      nickname: input.nickname,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /** One server-to-server GET of the provider's API: the JSON it would answer. */
  async handle(url: URL): Promise<Answer> {
    const base = sandboxBase(this.provider);
    const route = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (this.provider === 'wechat') {
      if (route === '/sns/oauth2/access_token') {
        if (q('appid') !== this.app.appId || q('secret') !== this.app.secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
        if (q('grant_type') !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
        const grant = await this.spend(q('code'));
        if (grant === 'used') return { errcode: 40163, errmsg: 'code been used' };
        if (!grant) return { errcode: 40029, errmsg: 'invalid code' };
        return {
          access_token: grant.accessToken,
          expires_in: TOKEN_TTL_MS / 1000,
          refresh_token: `r${grant.accessToken}`,
          openid: grant.openid,
          scope: 'snsapi_login',
          unionid: grant.unionid,
        };
      }
      if (route === '/sns/userinfo') {
        const grant = await this.byToken(q('access_token'));
        if (!grant || grant.openid !== q('openid')) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
        return {
          openid: grant.openid,
          nickname: grant.nickname,
          sex: 0,
          province: '',
          city: '',
          country: 'CN',
          headimgurl: '',
          privilege: [],
          unionid: grant.unionid,
        };
      }
      return { errcode: 40066, errmsg: 'invalid url' };
    }
    if (route === '/oauth2.0/token') {
      if (q('client_id') !== this.app.appId || q('client_secret') !== this.app.secret) return { error: 100016, error_description: 'access token check failed' };
      const grant = await this.spend(q('code'));
      if (grant === 'used') return { error: 100020, error_description: 'code is reused error' };
      if (!grant) return { error: 100019, error_description: 'code to access token error' };
      if (grant.redirectUri !== q('redirect_uri')) return { error: 100010, error_description: 'redirect uri is illegal' };
      return { access_token: grant.accessToken, expires_in: String(TOKEN_TTL_MS / 1000), refresh_token: `r${grant.accessToken}` };
    }
    if (route === '/oauth2.0/me') {
      const grant = await this.byToken(q('access_token'));
      if (!grant) return { error: 100016, error_description: 'access token check failed' };
      return { client_id: grant.appId, openid: grant.openid, ...(q('unionid') === '1' ? { unionid: `sandbox-union-${grant.openid}` } : {}) };
    }
    if (route === '/user/get_user_info') {
      const grant = await this.byToken(q('access_token'));
      if (!grant || grant.openid !== q('openid') || q('oauth_consumer_key') !== grant.appId) return { ret: 100016, msg: 'access token check failed' };
      return { ret: 0, msg: '', nickname: grant.nickname, gender: '男', figureurl_qq_1: '' };
    }
    return { error: 100000, error_description: 'invalid url' };
  }

  /** Spends a live code once for a fresh access token: 'used' for a code already spent, null for an unknown or expired one. */
  private async spend(code: string) {
    if (!code) return null;
    const now = this.clock.now();
    const accessToken = randomBytes(24).toString('hex');
    const [spent] = await this.db
      .update(oauthSandboxGrants)
      .set({ usedAt: now, accessToken, tokenExpiresAt: new Date(now.getTime() + TOKEN_TTL_MS) })
      .where(
        and(
          eq(oauthSandboxGrants.code, code),
          eq(oauthSandboxGrants.provider, this.provider),
          isNull(oauthSandboxGrants.usedAt),
          gt(oauthSandboxGrants.expiresAt, now),
        ),
      )
      .returning();
    if (spent) return spent;
    const [known] = await this.db
      .select({ usedAt: oauthSandboxGrants.usedAt })
      .from(oauthSandboxGrants)
      .where(and(eq(oauthSandboxGrants.code, code), eq(oauthSandboxGrants.provider, this.provider)));
    return known?.usedAt ? ('used' as const) : null;
  }

  private async byToken(accessToken: string) {
    if (!accessToken) return undefined;
    const [grant] = await this.db
      .select()
      .from(oauthSandboxGrants)
      .where(
        and(
          eq(oauthSandboxGrants.accessToken, accessToken),
          eq(oauthSandboxGrants.provider, this.provider),
          gt(oauthSandboxGrants.tokenExpiresAt, this.clock.now()),
        ),
      );
    return grant;
  }
}
