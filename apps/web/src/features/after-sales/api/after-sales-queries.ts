import type {
  DecideAfterSaleBody,
  DeliveryProofBody,
  DepositClaimBody,
  DepositDecideBody,
  OpenAfterSaleBody,
  RespondAfterSaleBody,
} from '@vm/contracts/after-sales';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';
import type { AfterSalesRole } from './after-sales-types';

export const AFTER_SALES_PAGE_SIZE = 10;

export function useAfterSalesReasons() {
  return useQuery({
    queryKey: queryKeys.afterSales.reasons,
    queryFn: ({ signal }) => typedApi.get('/after_sales/reasons', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The most cases one order's page reads (the list's page-size ceiling). */
const ORDER_CASES_MAX = 50;

export function useAfterSalesList(role: AfterSalesRole, status: string, page: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.afterSales.list(role, status, page, token),
    queryFn: ({ signal }) => typedApi.get('/after_sales', { signal, query: { role, status: status || undefined, page, page_size: AFTER_SALES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Every case of one of the buyer's orders (the order page), whatever page of the list they would be on. */
export function useOrderAfterSales(orderId: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.afterSales.order(orderId, token),
    queryFn: ({ signal }) => typedApi.get('/after_sales', { signal, query: { role: 'buyer', order_id: orderId, page: 1, page_size: ORDER_CASES_MAX } }),
  });
}

export function useAfterSalesCase(id: number) {
  return useQuery({
    queryKey: queryKeys.afterSales.detail(id),
    queryFn: ({ signal }) => typedApi.get('/after_sales/{id}', { signal, params: { id } }),
    enabled: id > 0,
  });
}

export function useOperatorAfterSales(status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.afterSales.operator(status, page),
    queryFn: ({ signal }) => typedApi.get('/operator/after_sales', { signal, query: { status: status || undefined, page, page_size: AFTER_SALES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorDepositClaims(status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.afterSales.claims(status, page),
    queryFn: ({ signal }) =>
      typedApi.get('/operator/deposit_claims', { signal, query: { status: status || undefined, page, page_size: AFTER_SALES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryProofs(orderItemId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.afterSales.proofs(orderItemId),
    queryFn: ({ signal }) => typedApi.get('/order_items/{id}/delivery_proofs', { signal, params: { id: orderItemId } }),
    enabled,
  });
}

export function useDeposit(orderItemId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.afterSales.deposit(orderItemId),
    queryFn: ({ signal }) => typedApi.get('/order_items/{id}/deposit', { signal, params: { id: orderItemId } }),
    enabled,
  });
}

/** A POST that changes after-sales state: every after-sales read (lists, cases, proofs, deposits) and the wallet are read again. */
function useAfterSalesMutation<V>(send: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.afterSales.all });
      void client.invalidateQueries({ queryKey: queryKeys.wallet.all });
      void client.invalidateQueries({ queryKey: queryKeys.orderItems.all });
    },
  });
}

export const useOpenCase = () => useAfterSalesMutation((body: OpenAfterSaleBody) => typedApi.post('/after_sales', { body }));

export const useRespond = () =>
  useAfterSalesMutation(({ id, ...body }: RespondAfterSaleBody & { id: number }) => typedApi.post('/after_sales/{id}/respond', { params: { id }, body }));

type CaseAction = 'accept' | 'escalate' | 'cancel';
const CASE_ACTIONS = {
  accept: (id: number) => typedApi.post('/after_sales/{id}/accept', { params: { id } }),
  escalate: (id: number) => typedApi.post('/after_sales/{id}/escalate', { params: { id } }),
  cancel: (id: number) => typedApi.post('/after_sales/{id}/cancel', { params: { id } }),
} satisfies Record<CaseAction, (id: number) => Promise<unknown>>;
export const useBuyerAction = () => useAfterSalesMutation(({ id, action }: { id: number; action: CaseAction }) => CASE_ACTIONS[action](id));

export const useDecide = () =>
  useAfterSalesMutation(({ id, ...body }: DecideAfterSaleBody & { id: number }) =>
    typedApi.post('/operator/after_sales/{id}/decide', { params: { id }, body }),
  );

export const usePostProof = () =>
  useAfterSalesMutation(({ orderItemId, ...body }: DeliveryProofBody & { orderItemId: number }) =>
    typedApi.post('/order_items/{id}/delivery_proofs', { params: { id: orderItemId }, body }),
  );

export const useClaimDeposit = () =>
  useAfterSalesMutation(({ orderItemId, ...body }: DepositClaimBody & { orderItemId: number }) =>
    typedApi.post('/order_items/{id}/deposit_claim', { params: { id: orderItemId }, body }),
  );

const CLAIM_ACTIONS = {
  accept: (id: number) => typedApi.post('/deposit_claims/{id}/accept', { params: { id } }),
  dispute: (id: number) => typedApi.post('/deposit_claims/{id}/dispute', { params: { id } }),
};
export const useClaimAction = () => useAfterSalesMutation(({ id, action }: { id: number; action: 'accept' | 'dispute' }) => CLAIM_ACTIONS[action](id));

export const useDecideClaim = () =>
  useAfterSalesMutation(({ id, ...body }: DepositDecideBody & { id: number }) =>
    typedApi.post('/operator/deposit_claims/{id}/decide', { params: { id }, body }),
  );
