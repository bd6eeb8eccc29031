import type { OperatorAlert } from '@vm/contracts/operator-alerts';
import type { OperatorOrderRow } from '@vm/contracts/operator-console';
import type { RefundView } from '@vm/contracts/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, type Query } from '@/shared/api/api-client';
import { typedApi } from '@/shared/api/typed-api';
import { getToken } from '@/shared/auth/token-store';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const ORDERS_PAGE_SIZE = 15;

export interface OrderFilter {
  status?: string;
  city_id?: number;
  supplier?: string;
  keyword?: string;
  start?: string;
  end?: string;
}

export function useOperatorOrders(filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.operator.orders(filter, page),
    queryFn: ({ signal }): Promise<Paged<OperatorOrderRow>> =>
      typedApi.get('/operator/orders', { signal, query: { ...filter, page, page_size: ORDERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The CSV of the filtered orders: fetched with the bearer token (a plain link could not carry it) and
 * handed to the browser as a download. The server writes UTF-8 with a BOM so Excel shows the Chinese.
 */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<void> {
  const response = await fetch(buildUrl('/operator/orders/export', filter as Query), {
    headers: { authorization: `Bearer ${getToken() ?? ''}`, client: 'pc', version: '3.9' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg ?? '导出失败，请稍后再试');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `订单导出-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const REFUNDS_PAGE_SIZE = 15;

export function useRefunds(status: 'pending' | 'done', page: number) {
  return useQuery({
    queryKey: queryKeys.operator.refundList(status, page),
    queryFn: ({ signal }): Promise<Paged<RefundView>> => typedApi.get('/operator/refunds', { signal, query: { status, page, page_size: REFUNDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkRefundDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<RefundView> => typedApi.post('/operator/refunds/{id}/done', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.refunds }),
  });
}

export function useAlerts(page: number) {
  return useQuery({
    queryKey: queryKeys.operator.alertList(page),
    queryFn: ({ signal }): Promise<Paged<OperatorAlert>> => typedApi.get('/operator/alerts', { signal, query: { page, page_size: 15 } }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<OperatorAlert> => typedApi.post('/operator/alerts/{id}/resolve', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.alerts }),
  });
}
