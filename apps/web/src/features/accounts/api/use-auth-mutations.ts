import { SMS_USAGE_LOGIN } from '@vm/contracts/account-constants';
import type { CodeLoginBody, LoginResult } from '@vm/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';

/** POST auth/app_captcha: an SMS code for login or registration. */
export function useSendCode() {
  return useMutation({
    mutationFn: (mobile: string) => typedApi.post('/auth/app_captcha', { body: { account: mobile, usage: SMS_USAGE_LOGIN } }),
  });
}

/** POST auth/code-login: logs in, creating the account on first use. */
export function useCodeLogin() {
  return useMutation({
    mutationFn: (body: CodeLoginBody): Promise<LoginResult> => typedApi.post('/auth/code-login', { body }),
  });
}
