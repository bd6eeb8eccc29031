import { OAuthProviderError, stringField, type FetchJson, type OAuthEndpoints, type OAuthProvider } from './oauth-provider';

/**
 * WeChat Open Platform website-app QR login: `connect/qrconnect` (scope snsapi_login) in the browser,
 * then `sns/oauth2/access_token` (appid, secret, code) and `sns/userinfo` (access_token, openid) on the
 * server. Errors come as `{ errcode, errmsg }` (40029 invalid code, 40163 code been used).
 */
export function wechatProvider(options: { appId: string; secret: string; endpoints: OAuthEndpoints; fetchJson: FetchJson }): OAuthProvider {
  const { appId, secret, endpoints, fetchJson } = options;
  const check = (answer: Record<string, unknown>) => {
    if (answer.errcode !== undefined && Number(answer.errcode) !== 0)
      throw new OAuthProviderError('wechat', stringField(answer.errcode), stringField(answer.errmsg));
    return answer;
  };
  return {
    name: 'wechat',
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
      return `${endpoints.authorize}?${query}#wechat_redirect`;
    },
    async identify({ code }) {
      const token = check(
        await fetchJson(`${endpoints.api}/sns/oauth2/access_token?${new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' })}`),
      );
      const accessToken = stringField(token.access_token);
      const openid = stringField(token.openid);
      if (!accessToken || !openid) throw new OAuthProviderError('wechat', 'no_token', '未取得访问令牌');
      const info = check(await fetchJson(`${endpoints.api}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' })}`));
      return { openid, unionid: stringField(info.unionid ?? token.unionid) || null, nickname: stringField(info.nickname) };
    },
  };
}
