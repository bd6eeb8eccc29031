import type { CouponTemplateBody, CouponTemplatePatch, OperatorCoupon, OperatorCouponPage } from '@vm/contracts/coupon-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COUPONS_KEY } from '../../../shared/coupons/coupon-api';

const KEY = [...COUPONS_KEY, 'operator'] as const;

export interface OperatorCouponsFilter {
  status?: 'active' | 'stopped';
  keyword?: string;
  page: number;
}

/** GET operator/coupons: templates with their usage. */
export function useOperatorCoupons(filter: OperatorCouponsFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) => api.get<OperatorCouponPage>('/operator/coupons', { signal, query: { ...filter, page_size: 10 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Create (POST), edit (PUT), stop and restart; every success refreshes all coupon lists. */
export function useOperatorCouponMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
  return {
    create: useMutation({ mutationFn: (body: CouponTemplateBody) => api.post<OperatorCoupon>('/operator/coupons', body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: CouponTemplatePatch }) => api.put<OperatorCoupon>(`/operator/coupons/${id}`, patch),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, action }: { id: number; action: 'stop' | 'start' }) => api.post<OperatorCoupon>(`/operator/coupons/${id}/${action}`),
      onSuccess,
    }),
  };
}
