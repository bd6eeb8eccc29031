import type { LoginResult } from '@vm/contracts/accounts';
import type { BindMobileBody, OAuthLoginResult, OAuthProviderName } from '@vm/contracts/third-party-login';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET auth/{provider}/authorize: the provider's page to send the browser to (its state is bound to this browser's cookie). */
export function useStartOAuth() {
  return useMutation({
    mutationFn: ({ provider, from }: { provider: OAuthProviderName; from: string }) => api.get<{ url: string }>(`/auth/${provider}/authorize`, { query: { from } }),
  });
}

/** POST auth/{provider}/login: a bound identity logs in; a new one gets a bind_token. */
export function useOAuthLogin() {
  return useMutation({
    mutationFn: ({ provider, code, state }: { provider: OAuthProviderName; code: string; state: string }) => api.post<OAuthLoginResult>(`/auth/${provider}/login`, { code, state }),
  });
}

/** POST auth/bind-mobile: binds the identity to the mobile's account (created when new) and logs in. */
export function useBindMobile() {
  return useMutation({ mutationFn: (body: BindMobileBody) => api.post<LoginResult>('/auth/bind-mobile', body) });
}
