import type { CouponOffer, CouponOfferPage, ExchangeResult, MyCoupon } from '@vm/contracts/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../api/api-client';
import { useToken } from '../auth/token-store';

/** Every coupon and points query starts with this key: invalidate it after any change. */
export const COUPONS_KEY = ['coupons'] as const;

export const COUPON_PATHS = {
  communityCoupons: (communityId: number) => `/communities/${communityId}/coupons`,
  offers: '/communities/coupons',
  receive: (couponId: number) => `/coupons/${couponId}/receive`,
  exchange: '/coupons/exchange',
} as const;

/**
 * Coupons on offer (GET communities/{id}/coupons or the coupon centre communities/coupons), as the
 * caller sees them: the token is part of the key, so logging in refreshes is_received.
 */
export function useCouponOffers(path: string, query: Query, options: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: [...COUPONS_KEY, 'offers', path, query, token],
    queryFn: ({ signal }) => api.get<CouponOfferPage>(path, { signal, query, onUnauthorized: 'silent' }),
    enabled: options.enabled ?? true,
  });
}

/** After a coupon is received or bought: lists, tabs, the points balance and history are stale. */
export function useRefreshCoupons(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['users', 'current'] }),
    ]);
  };
}

/** POST coupons/{coupon_id}/receive { quantity: 1 } */
export function useReceiveCoupon() {
  return useMutation({ mutationFn: (offer: CouponOffer) => api.post<MyCoupon>(COUPON_PATHS.receive(offer.coupon_id), { quantity: 1 }) });
}

/** POST coupons/exchange { coupon_id }: a points coupon, paid in points. */
export function useExchangeCoupon() {
  return useMutation({ mutationFn: (offer: CouponOffer) => api.post<ExchangeResult>(COUPON_PATHS.exchange, { coupon_id: offer.coupon_id }) });
}
