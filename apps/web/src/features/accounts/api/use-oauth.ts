import type { LoginResult } from '@vm/contracts/accounts';
import type { BindMobileBody, OAuthLoginResult, OAuthProviderName } from '@vm/contracts/third-party-login';
import { useMutation } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';

/** GET auth/{provider}/authorize: the provider's page to send the browser to (its state is bound to this browser's cookie). */
export function useStartOAuth() {
  return useMutation({
    mutationFn: ({ provider, from }: { provider: OAuthProviderName; from: string }) =>
      typedApi.get('/auth/{provider}/authorize', { params: { provider }, query: { from } }),
  });
}

/** POST auth/{provider}/login: a bound identity logs in; a new one gets a bind_token. */
export function useOAuthLogin() {
  return useMutation({
    mutationFn: ({ provider, code, state }: { provider: OAuthProviderName; code: string; state: string }): Promise<OAuthLoginResult> =>
      typedApi.post('/auth/{provider}/login', { params: { provider }, body: { code, state } }),
  });
}

/** POST auth/bind-mobile: binds the identity to the mobile's account (created when new) and logs in. */
export function useBindMobile() {
  return useMutation({ mutationFn: (body: BindMobileBody): Promise<LoginResult> => typedApi.post('/auth/bind-mobile', { body }) });
}
