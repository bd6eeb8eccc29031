import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CATALOGUE_PATHS } from './catalogue-paths';

/**
 * A coupon on offer (product-spec section 3 "Coupon"); amounts in fen. Only what the side panel shows:
 * the coupons feature (a later issue) owns the full shape and the receive action.
 */
export interface OfferedCoupon {
  id: number | null;
  coupon_id?: number;
  text?: string;
  amount: number;
  min_goods_amount: number;
  end_at?: string | null;
}

function readCoupons(result: unknown): OfferedCoupon[] {
  const list = Array.isArray(result) ? result : (result as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is OfferedCoupon =>
      typeof item === 'object' && item !== null && Number.isSafeInteger((item as OfferedCoupon).amount) && Number.isSafeInteger((item as OfferedCoupon).min_goods_amount),
  );
}

/**
 * GET /api/communities/{id}/coupons for the venue's side panel. A failure (the endpoint arrives with
 * the coupons issue) is shown as "no coupons", never as an error.
 */
export function useCommunityCoupons(communityId: number | undefined, physicalResourceId: number) {
  return useQuery({
    queryKey: ['venues', 'coupons', communityId, physicalResourceId],
    queryFn: async ({ signal }) => {
      try {
        const result = await api.get<unknown>(CATALOGUE_PATHS.communityCoupons(communityId!), {
          signal,
          query: { page: 1, page_size: 10, physical_resource_id: physicalResourceId },
          onUnauthorized: 'silent',
        });
        return readCoupons(result);
      } catch {
        return [];
      }
    },
    enabled: communityId !== undefined,
    retry: false,
  });
}
