import type { OnlinePayment, TradeStatus } from '@vm/contracts/payments';
import type { ModifyPayPasswordBody, SetPayPasswordBody, WalletRecord } from '@vm/contracts/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { isPhoneScreen } from '@/shared/ui/screen';
import { queryKeys } from '@/shared/api/query-keys';

/** Ledger rows per page. */
export const RECORDS_PAGE_SIZE = 10;
/** Top-up status polling interval, the same 2 s as order payments. */
const TRADE_POLL_MS = 2000;
/** SMS usage value (docs/spec/product-spec.md section 9). */
const SMS_USAGE = 3;

/** GET /api/wallets/records: the ledger, newest first. */
export function useWalletRecords(page: number) {
  return useQuery({
    queryKey: queryKeys.wallet.records(page),
    queryFn: ({ signal }): Promise<{ data: WalletRecord[]; total: number; page: number; page_size: number }> =>
      typedApi.get('/wallets/records', { signal, query: { page, page_size: RECORDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/wallets/recharge: a signed online payment to post to the gateway. */
export function useRecharge() {
  return useMutation({
    mutationFn: (amount: number): Promise<OnlinePayment> => typedApi.post('/wallets/recharge', { body: { amount, device: isPhoneScreen() ? 'phone' : 'pc' } }),
  });
}

/**
 * GET /api/payments/trades/{out_trade_no} every 2 s until the gateway's answer is known, then the
 * wallet is read again.
 */
export function useTradeStatus(outTradeNo: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.payments.trade(outTradeNo),
    queryFn: async ({ signal }) => {
      const trade: TradeStatus = await typedApi.get('/payments/trades/{out_trade_no}', { params: { out_trade_no: outTradeNo! }, signal });
      if (trade.status !== 'pending') await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      return trade;
    },
    enabled: Boolean(outTradeNo),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : TRADE_POLL_MS),
  });
}

/** POST /api/auth/app_captcha to the caller's own mobile (usage 3). */
export function useSendOwnCode() {
  return useMutation({ mutationFn: (mobile: string) => typedApi.post('/auth/app_captcha', { body: { account: mobile, usage: SMS_USAGE } }) });
}

/** PUT /api/wallets/pay-pwd (set or reset with an SMS code) and PUT /api/wallets/modify-pwd (old + new). */
export function usePayPasswordMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
  return {
    set: useMutation({ mutationFn: (body: SetPayPasswordBody) => typedApi.put('/wallets/pay-pwd', { body }), onSuccess }),
    modify: useMutation({ mutationFn: (body: ModifyPayPasswordBody) => typedApi.put('/wallets/modify-pwd', { body }), onSuccess }),
  };
}
