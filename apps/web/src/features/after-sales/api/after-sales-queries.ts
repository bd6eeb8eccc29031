import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';
import type { Paged } from '@/shared/catalogue/paged';
import type { AfterSalesCase, AfterSalesReason, AfterSalesRole, AfterSalesRow, DeliveryProof, DepositClaimRow, DepositState } from './after-sales-types';

/**
 * The after-sales routes (docs/spec/api.md "After-sales and delivery — fixed"), through typedApi. Until the
 * server's routes are in the OpenAPI document the calls go through this loose view of it.
 */
type LooseOptions = { signal?: AbortSignal; params?: Record<string, string | number>; query?: Record<string, string | number | undefined>; body?: unknown };
const loose = typedApi as unknown as {
  get: (path: string, options?: LooseOptions) => Promise<unknown>;
  post: (path: string, options?: LooseOptions) => Promise<unknown>;
};

export const AFTER_SALES_PAGE_SIZE = 10;

export function useAfterSalesReasons() {
  return useQuery({
    queryKey: queryKeys.afterSales.reasons,
    queryFn: ({ signal }) => loose.get('/after_sales/reasons', { signal }) as Promise<AfterSalesReason[]>,
    staleTime: 10 * 60_000,
  });
}

export function useAfterSalesList(role: AfterSalesRole, status: string, page: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.afterSales.list(role, status, page, token),
    queryFn: ({ signal }) => loose.get('/after_sales', { signal, query: { role, status: status || undefined, page } }) as Promise<Paged<AfterSalesRow>>,
    placeholderData: keepPreviousData,
  });
}

export function useAfterSalesCase(id: number) {
  return useQuery({
    queryKey: queryKeys.afterSales.detail(id),
    queryFn: ({ signal }) => loose.get('/after_sales/{id}', { signal, params: { id } }) as Promise<AfterSalesCase>,
    enabled: id > 0,
  });
}

export function useOperatorAfterSales(status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.afterSales.operator(status, page),
    queryFn: ({ signal }) => loose.get('/operator/after_sales', { signal, query: { status: status || undefined, page } }) as Promise<Paged<AfterSalesRow>>,
    placeholderData: keepPreviousData,
  });
}

export function useOperatorDepositClaims(status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.afterSales.claims(status, page),
    queryFn: ({ signal }) => loose.get('/operator/deposit_claims', { signal, query: { status: status || undefined, page } }) as Promise<Paged<DepositClaimRow>>,
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryProofs(orderItemId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.afterSales.proofs(orderItemId),
    queryFn: ({ signal }) => loose.get('/order_items/{id}/delivery_proofs', { signal, params: { id: orderItemId } }) as Promise<DeliveryProof[]>,
    enabled,
  });
}

export function useDeposit(orderItemId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.afterSales.deposit(orderItemId),
    queryFn: ({ signal }) => loose.get('/order_items/{id}/deposit', { signal, params: { id: orderItemId } }) as Promise<DepositState>,
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

export interface OpenCaseBody {
  order_item_id: number;
  reason_id: number;
  description: string;
  images: string[];
  amount: number;
}

export const useOpenCase = () =>
  useAfterSalesMutation((body: OpenCaseBody) => loose.post('/after_sales', { body }) as Promise<{ id: number; status: string; respond_by: string }>);

export interface RespondBody {
  action: 'agree' | 'counter' | 'refuse';
  amount?: number;
  note: string;
  images?: string[];
}
export const useRespond = () =>
  useAfterSalesMutation(({ id, ...body }: RespondBody & { id: number }) => loose.post('/after_sales/{id}/respond', { params: { id }, body }));

type CaseAction = 'accept' | 'escalate' | 'cancel';
export const useBuyerAction = () =>
  useAfterSalesMutation(({ id, action }: { id: number; action: CaseAction }) => loose.post(`/after_sales/{id}/${action}`, { params: { id } }));

export const useDecide = () =>
  useAfterSalesMutation(({ id, amount, note }: { id: number; amount: number; note: string }) =>
    loose.post('/operator/after_sales/{id}/decide', { params: { id }, body: { amount, note } }),
  );

export const usePostProof = () =>
  useAfterSalesMutation(({ orderItemId, images, note }: { orderItemId: number; images: string[]; note?: string }) =>
    loose.post('/order_items/{id}/delivery_proofs', { params: { id: orderItemId }, body: note ? { images, note } : { images } }),
  );

export const useClaimDeposit = () =>
  useAfterSalesMutation(({ orderItemId, ...body }: { orderItemId: number; amount: number; reason: string; images: string[] }) =>
    loose.post('/order_items/{id}/deposit_claim', { params: { id: orderItemId }, body }),
  );

export const useClaimAction = () =>
  useAfterSalesMutation(({ id, action }: { id: number; action: 'accept' | 'dispute' }) => loose.post(`/deposit_claims/{id}/${action}`, { params: { id } }));

export const useDecideClaim = () =>
  useAfterSalesMutation(({ id, amount }: { id: number; amount: number }) =>
    loose.post('/operator/deposit_claims/{id}/decide', { params: { id }, body: { amount } }),
  );
