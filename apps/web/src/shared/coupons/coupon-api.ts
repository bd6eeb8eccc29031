import type { CouponOffer, CouponOfferPage, ExchangeResult, MyCoupon } from '@vm/contracts/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { useToken } from '../auth/token-store';

/** Where coupons on offer are read: one community's (GET communities/{id}/coupons) or the coupon centre's. */
export type CouponOffersSource = { communityId: number } | 'centre';

export const COUPON_PATHS = {
  communityCoupons: (communityId: number): CouponOffersSource => ({ communityId }),
  offers: 'centre' as CouponOffersSource,
} as const;

function readOffers(source: CouponOffersSource, query: Query, signal: AbortSignal): Promise<CouponOfferPage> {
  if (source === 'centre') return typedApi.get('/communities/coupons', { signal, query, onUnauthorized: 'silent' });
  return typedApi.get('/communities/{id}/coupons', { params: { id: source.communityId }, signal, query, onUnauthorized: 'silent' });
}

/**
 * Coupons on offer (GET communities/{id}/coupons or the coupon centre communities/coupons), as the
 * caller sees them: the token is part of the key, so logging in refreshes is_received.
 */
export function useCouponOffers(source: CouponOffersSource, query: Query, options: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.coupons.offers(source === 'centre' ? source : `community-${source.communityId}`, query, token),
    queryFn: ({ signal }) => readOffers(source, query, signal),
    enabled: options.enabled ?? true,
  });
}

/** After a coupon is received or bought: lists, tabs, the points balance and history are stale. */
export function useRefreshCoupons(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.users.current }),
    ]);
  };
}

/** POST coupons/{coupon_id}/receive { quantity: 1 } */
export function useReceiveCoupon() {
  return useMutation({
    mutationFn: (offer: CouponOffer): Promise<MyCoupon> =>
      typedApi.post('/coupons/{coupon_id}/receive', { params: { coupon_id: offer.coupon_id }, body: { quantity: 1 } }),
  });
}

/** POST coupons/exchange { coupon_id }: a points coupon, paid in points. */
export function useExchangeCoupon() {
  return useMutation({
    mutationFn: (offer: CouponOffer): Promise<ExchangeResult> => typedApi.post('/coupons/exchange', { body: { coupon_id: offer.coupon_id } }),
  });
}
