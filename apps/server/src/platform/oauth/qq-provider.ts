import { OAuthProviderError, stringField, type FetchJson, type OAuthEndpoints, type OAuthProvider } from './oauth-provider';

/**
 * QQ Connect: `oauth2.0/authorize` in the browser, then `oauth2.0/token` (client_id, client_secret,
 * code, redirect_uri), `oauth2.0/me` (the openid, and the unionid when asked) and `user/get_user_info`
 * on the server, all with `fmt=json`. Errors come as `{ error, error_description }` or `{ ret, msg }`.
 */
export function qqProvider(options: { appId: string; appKey: string; endpoints: OAuthEndpoints; fetchJson: FetchJson }): OAuthProvider {
  const { appId, appKey, endpoints, fetchJson } = options;
  const check = (answer: Record<string, unknown>) => {
    if (answer.error !== undefined && Number(answer.error) !== 0)
      throw new OAuthProviderError('qq', stringField(answer.error), stringField(answer.error_description));
    if (answer.ret !== undefined && Number(answer.ret) !== 0) throw new OAuthProviderError('qq', stringField(answer.ret), stringField(answer.msg));
    return answer;
  };
  return {
    name: 'qq',
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ response_type: 'code', client_id: appId, redirect_uri: redirectUri, state, scope: 'get_user_info' });
      return `${endpoints.authorize}?${query}`;
    },
    async identify({ code, redirectUri }) {
      const token = check(
        await fetchJson(
          `${endpoints.api}/oauth2.0/token?${new URLSearchParams({ grant_type: 'authorization_code', client_id: appId, client_secret: appKey, code, redirect_uri: redirectUri, fmt: 'json' })}`,
        ),
      );
      const accessToken = stringField(token.access_token);
      if (!accessToken) throw new OAuthProviderError('qq', 'no_token', '未取得访问令牌');
      const me = check(await fetchJson(`${endpoints.api}/oauth2.0/me?${new URLSearchParams({ access_token: accessToken, unionid: '1', fmt: 'json' })}`));
      const openid = stringField(me.openid);
      if (!openid) throw new OAuthProviderError('qq', 'no_openid', '未取得用户标识');
      const info = check(
        await fetchJson(`${endpoints.api}/user/get_user_info?${new URLSearchParams({ access_token: accessToken, oauth_consumer_key: appId, openid })}`),
      );
      return { openid, unionid: stringField(me.unionid) || null, nickname: stringField(info.nickname) };
    },
  };
}
