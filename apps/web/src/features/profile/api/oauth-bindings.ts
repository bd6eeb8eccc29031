import type { OAuthBinding, OAuthProviderName } from '@vm/contracts/third-party-login';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** GET users/current/oauth_bindings: the WeChat / QQ accounts bound to this one. */
export function useOAuthBindings() {
  return useQuery({
    queryKey: queryKeys.users.oauthBindings,
    queryFn: ({ signal }): Promise<OAuthBinding[]> => typedApi.get('/users/current/oauth_bindings', { signal }),
  });
}

export function useOAuthBindingMutations() {
  const queryClient = useQueryClient();
  return {
    /** POST auth/unbind_wechat | auth/unbind_qq. */
    unbind: useMutation({
      mutationFn: (provider: OAuthProviderName) => (provider === 'wechat' ? typedApi.post('/auth/unbind_wechat') : typedApi.post('/auth/unbind_qq')),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.oauthBindings }),
    }),
    /** Starts the provider's login from here: its first login binds this account's mobile on the bind page. */
    start: useMutation({
      mutationFn: (provider: OAuthProviderName) =>
        typedApi.get('/auth/{provider}/authorize', { params: { provider }, query: { from: '/admin/profile/index' } }),
    }),
  };
}
