import type {
  CouponReward,
  CouponRewardPurpose,
  CouponTemplateBody,
  CouponTemplatePatch,
  OperatorCoupon,
  OperatorCouponPage,
} from '@vm/contracts/coupon-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';

export interface OperatorCouponsFilter {
  status?: 'active' | 'stopped';
  keyword?: string;
  page: number;
}

/** GET operator/coupons: templates with their usage. */
export function useOperatorCoupons(filter: OperatorCouponsFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.coupons.operatorList(filter),
    queryFn: ({ signal }): Promise<OperatorCouponPage> => typedApi.get('/operator/coupons', { signal, query: { ...filter, page_size: 10 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Create (POST), edit (PUT), stop and restart; every success refreshes all coupon lists. */
export function useOperatorCouponMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all });
  return {
    create: useMutation({ mutationFn: (body: CouponTemplateBody): Promise<OperatorCoupon> => typedApi.post('/operator/coupons', { body }), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: CouponTemplatePatch }): Promise<OperatorCoupon> =>
        typedApi.put('/operator/coupons/{id}', { params: { id }, body: patch }),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, action }: { id: number; action: 'stop' | 'start' }): Promise<OperatorCoupon> =>
        action === 'stop'
          ? typedApi.post('/operator/coupons/{id}/stop', { params: { id } })
          : typedApi.post('/operator/coupons/{id}/start', { params: { id } }),
      onSuccess,
    }),
  };
}

/** GET operator/coupon_rewards: the coupon given for a review of 15+ characters and for an email subscription. */
export function useCouponRewards(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.coupons.rewards,
    queryFn: ({ signal }): Promise<CouponReward[]> => typedApi.get('/operator/coupon_rewards', { signal }),
    enabled,
  });
}

/** Active coupons without points, to choose a reward from (at most 100, newest first as the list gives them). */
export function useRewardCandidates(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.coupons.rewardCandidates,
    queryFn: ({ signal }): Promise<OperatorCouponPage> => typedApi.get('/operator/coupons', { signal, query: { status: 'active', page: 1, page_size: 100 } }),
    enabled,
    select: (page) => page.data.filter((coupon) => coupon.consumption_point === 0),
  });
}

/** PUT operator/coupon_rewards/{purpose} `{ coupon_id }` (null: give none). */
export function useSetCouponReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, couponId }: { purpose: CouponRewardPurpose; couponId: number | null }): Promise<CouponReward> =>
      typedApi.put('/operator/coupon_rewards/{purpose}', { params: { purpose }, body: { coupon_id: couponId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all }),
  });
}
