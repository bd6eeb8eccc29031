import type { HomeInfo } from '@vm/contracts/content';
import type { SupplierApplication, SupplierApplicationBody, SupplierApplicationStatus } from '@vm/contracts/supplier-applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

/** GET /api/home_info: what each partner type gets and the joining steps, as operators wrote them. */
export function useHomeInfo() {
  return useQuery({
    queryKey: queryKeys.homeInfo,
    queryFn: ({ signal }): Promise<HomeInfo> => typedApi.get('/home_info', { signal, onUnauthorized: 'silent' }),
    staleTime: 10 * 60_000,
  });
}
export const OPERATOR_APPLICATIONS_PAGE_SIZE = 10;

/** GET supplier_applications/mine: the caller's latest application, or null (none for visitors). */
export function useMyApplication() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.supplierApplications.mine(token),
    queryFn: ({ signal }): Promise<SupplierApplication | null> => typedApi.get('/supplier_applications/mine', { signal }),
    enabled: token !== null,
  });
}

/**
 * POST supplier_applications { type, connect_name, mobile }. Afterwards the application and the current
 * user (roles) are read again.
 */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierApplicationBody) => typedApi.post('/supplier_applications', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supplierApplications.all }),
  });
}

/** GET operator/supplier_applications?status=&page= (operators only). */
export function useOperatorApplications(status: SupplierApplicationStatus, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.supplierApplications.operator(status, page),
    queryFn: ({ signal }): Promise<Paged<SupplierApplication>> =>
      typedApi.get('/operator/supplier_applications', { signal, query: { status, page, page_size: OPERATOR_APPLICATIONS_PAGE_SIZE } }),
    enabled,
  });
}

/** POST operator/supplier_applications/{id}/approve, or …/refuse { reason }. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }): Promise<SupplierApplication> =>
      reason === undefined
        ? typedApi.post('/operator/supplier_applications/{id}/approve', { params: { id } })
        : typedApi.post('/operator/supplier_applications/{id}/refuse', { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supplierApplications.all }),
  });
}
