import type { CouponStatus, MyCouponsPage } from '@vm/contracts/coupons';
import type { PointHistoriesPage } from '@vm/contracts/points';
import type { ClaimWelfareResult } from '@vm/contracts/coupons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';

/** GET coupons?status=&page=: one tab of the caller's coupons, with every tab's count. */
export function useMyCoupons(status: CouponStatus, page: number, pageSize = 10) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.coupons.mine(status, page, pageSize, token),
    queryFn: ({ signal }): Promise<MyCouponsPage> => typedApi.get('/coupons', { signal, query: { status, page, page_size: pageSize } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET point_histories: the points ledger and balance. */
export function usePointHistories(page: number, pageSize = 10) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.coupons.points(page, pageSize, token),
    queryFn: ({ signal }): Promise<PointHistoriesPage> => typedApi.get('/point_histories', { signal, query: { page, page_size: pageSize } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST coupons/welfare/receive { coupons: [...] }: claim-all on the welfare page. */
export function useClaimWelfare() {
  return useMutation({
    mutationFn: (couponIds: number[]): Promise<ClaimWelfareResult> => typedApi.post('/coupons/welfare/receive', { body: { coupons: couponIds } }),
  });
}
