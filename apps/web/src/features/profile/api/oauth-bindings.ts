import type { OAuthBinding, OAuthProviderName } from '@vm/contracts/third-party-login';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

const BINDINGS_KEY = ['users', 'current', 'oauth_bindings'] as const;

/** GET users/current/oauth_bindings: the WeChat / QQ accounts bound to this one. */
export function useOAuthBindings() {
  return useQuery({ queryKey: BINDINGS_KEY, queryFn: ({ signal }) => api.get<OAuthBinding[]>('/users/current/oauth_bindings', { signal }) });
}

export function useOAuthBindingMutations() {
  const queryClient = useQueryClient();
  return {
    /** POST auth/unbind_wechat | auth/unbind_qq. */
    unbind: useMutation({
      mutationFn: (provider: OAuthProviderName) => api.post<null>(`/auth/unbind_${provider}`),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: BINDINGS_KEY }),
    }),
    /** Starts the provider's login from here: its first login binds this account's mobile on the bind page. */
    start: useMutation({
      mutationFn: (provider: OAuthProviderName) => api.get<{ url: string }>(`/auth/${provider}/authorize`, { query: { from: '/admin/profile/index' } }),
    }),
  };
}
