import { PAYMENT_MODES } from '@vm/domain/payment-options';
import type { OrderStatus } from '@vm/domain/order-status';
import type { PaymentOrder } from '@vm/contracts/orders';
import type { Beneficiary, PayWithBalanceResult, ScanCodePayment, UploadVoucherBody } from '@vm/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** Order status polling interval on the payment pages (docs/spec/product-spec.md section 9). */
export const ORDER_POLL_MS = 2000;

/** GET /api/payment/orders/{id}: what the payment page shows; amounts always come from here. */
export function usePaymentOrder(orderId: number) {
  return useQuery({
    queryKey: queryKeys.payments.order(orderId),
    queryFn: ({ signal }): Promise<PaymentOrder> => typedApi.get('/payment/orders/{id}', { params: { id: orderId }, signal }),
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });
}

/**
 * GET /api/orders/{id}/status every 2 s while `enabled` and the order is unpaid. TanStack Query stops the interval when the
 * last component using it unmounts, so leaving the page ends the polling.
 */
export function useOrderStatusPolling(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payments.status(orderId),
    queryFn: ({ signal }): Promise<{ status: OrderStatus }> => typedApi.get('/orders/{id}/status', { params: { id: orderId }, signal }),
    enabled: enabled && Number.isSafeInteger(orderId) && orderId > 0,
    // Once the order has left `submitted` nothing more is awaited.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'submitted' ? false : ORDER_POLL_MS),
    // A payment finished in another tab or on a phone (scan-code) must still be noticed.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** GET /api/payments/beneficiary: the platform's bank account for a transfer. */
export function useBeneficiary(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payments.beneficiary,
    queryFn: ({ signal }): Promise<Beneficiary> => typedApi.get('/payments/beneficiary', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** POST /api/orders/{id}/alipay-qr: the scan-code form of the order's online payment. */
export function useScanCodePayment(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payments.scanCode(orderId),
    queryFn: (): Promise<ScanCodePayment> => typedApi.post('/orders/{id}/alipay-qr', { params: { id: orderId } }),
    enabled,
    // One trade per visit: re-asking would replace the QR code the buyer may be scanning.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/orders/{id}/pay with the wallet; refreshes the wallet and the order on success. */
export function usePayWithBalance(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string): Promise<PayWithBalanceResult> =>
      typedApi.post('/orders/{id}/pay', { params: { id: orderId }, body: { payment_mode: PAYMENT_MODES.balance, password } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

/** PUT /api/orders/{id}/upload_voucher: hands in the transfer proofs; the order then awaits the operator. */
export function useUploadVoucher(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadVoucherBody) => typedApi.put('/orders/{id}/upload_voucher', { params: { id: orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.order(orderId) }),
  });
}
