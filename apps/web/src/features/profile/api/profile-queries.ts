import { SMS_USAGE_LOGIN } from '@vm/contracts/account-constants';
import type { EmailBody, EmailResult, PasswordBody, Profile, ProfileBody, RewardCoupon } from '@vm/contracts/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** GET users/profile: name, mobile, product, email and subscription, whether a login password is set. */
export function useProfile() {
  return useQuery({ queryKey: queryKeys.profile, queryFn: ({ signal }): Promise<Profile> => typedApi.get('/users/profile', { signal }) });
}

/** Profile changes also change `users/current` (the header's name), so both reload. */
export function useProfileMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    await queryClient.invalidateQueries({ queryKey: queryKeys.users.current });
  };
  return {
    save: useMutation({ mutationFn: (body: ProfileBody): Promise<Profile> => typedApi.put('/users/profile', { body }), onSuccess }),
    saveEmail: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: EmailBody }): Promise<EmailResult> =>
        typedApi.put('/users/{id}/email', { params: { id: userId }, body }),
      onSuccess,
    }),
    emailSaved: useMutation({
      mutationFn: (userId: number): Promise<{ coupon: RewardCoupon | null }> => typedApi.put('/email_saved/{id}/coupon', { params: { id: userId } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all }),
    }),
    setPassword: useMutation({ mutationFn: (body: PasswordBody) => typedApi.put('/users/password', { body }), onSuccess }),
    /** An SMS code (usage 3) to the account's own mobile, for setting the login password. */
    sendCode: useMutation({ mutationFn: (mobile: string) => typedApi.post('/auth/app_captcha', { body: { account: mobile, usage: SMS_USAGE_LOGIN } }) }),
  };
}
