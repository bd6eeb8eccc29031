import { SMS_USAGE_LOGIN } from '@vm/contracts/account-constants';
import type { EmailBody, EmailResult, PasswordBody, Profile, ProfileBody, RewardCoupon } from '@vm/contracts/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

const PROFILE_KEY = ['profile'] as const;

/** GET users/profile: name, mobile, product, email and subscription, whether a login password is set. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => api.get<Profile>('/users/profile', { signal }) });
}

/** Profile changes also change `users/current` (the header's name), so both reload. */
export function useProfileMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    await queryClient.invalidateQueries({ queryKey: ['users', 'current'] });
  };
  return {
    save: useMutation({ mutationFn: (body: ProfileBody) => api.put<Profile>('/users/profile', body), onSuccess }),
    saveEmail: useMutation({ mutationFn: ({ userId, body }: { userId: number; body: EmailBody }) => api.put<EmailResult>(`/users/${userId}/email`, body), onSuccess }),
    emailSaved: useMutation({
      mutationFn: (userId: number) => api.put<{ coupon: RewardCoupon | null }>(`/email_saved/${userId}/coupon`),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
    }),
    setPassword: useMutation({ mutationFn: (body: PasswordBody) => api.put<{ has_password: true }>('/users/password', body), onSuccess }),
    /** An SMS code (usage 3) to the account's own mobile, for setting the login password. */
    sendCode: useMutation({ mutationFn: (mobile: string) => api.post<unknown>('/auth/app_captcha', { account: mobile, usage: SMS_USAGE_LOGIN }) }),
  };
}
