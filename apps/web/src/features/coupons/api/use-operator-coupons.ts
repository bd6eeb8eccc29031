import type { CouponReward, CouponRewardPurpose, CouponTemplateBody, CouponTemplatePatch, OperatorCoupon, OperatorCouponPage } from '@vm/contracts/coupon-templates';
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

/** GET operator/coupon_rewards: the coupon given for a review of 15+ characters and for an email subscription. */
export function useCouponRewards(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'rewards'], queryFn: ({ signal }) => api.get<CouponReward[]>('/operator/coupon_rewards', { signal }), enabled });
}

/** Active coupons without points, to choose a reward from (at most 100, newest first as the list gives them). */
export function useRewardCandidates(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'reward-candidates'],
    queryFn: ({ signal }) => api.get<OperatorCouponPage>('/operator/coupons', { signal, query: { status: 'active', page: 1, page_size: 100 } }),
    enabled,
    select: (page) => page.data.filter((coupon) => coupon.consumption_point === 0),
  });
}

/** PUT operator/coupon_rewards/{purpose} `{ coupon_id }` (null: give none). */
export function useSetCouponReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, couponId }: { purpose: CouponRewardPurpose; couponId: number | null }) =>
      api.put<CouponReward>(`/operator/coupon_rewards/${purpose}`, { coupon_id: couponId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
