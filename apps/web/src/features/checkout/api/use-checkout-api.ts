import type { ResourceCoupons } from '@vm/contracts/coupons';
import type { OrderPreview } from '@vm/contracts/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi, type ApiBody } from '@/shared/api/typed-api';

/** What the page sends (defaults of the schema may be left out): the bodies the server's document declares. */
export type OrderBodyInput = ApiBody<'/orders', 'post'>;
export type OrderPreviewInput = ApiBody<'/orders/preview', 'post'>;

/** The same POST twice within 1 s is refused on this side; a preview asked again simply waits it out. */
const retryDuplicate = (count: number, error: unknown) => error instanceof ApiError && error.kind === 'duplicate' && count < 2;

/**
 * POST orders/preview: the server's figures and problems for the lines, coupon and points chosen.
 * Nothing is held. The previous answer stays on screen while a new one loads.
 */
export function useOrderPreview(body: OrderPreviewInput | null) {
  return useQuery({
    queryKey: queryKeys.checkout.preview(body),
    queryFn: (): Promise<OrderPreview> => typedApi.post('/orders/preview', { body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: retryDuplicate,
    retryDelay: 1100,
  });
}

/** GET coupons/resources: the buyer's coupons that fit each venue, then points coupons to claim. */
export function useCheckoutCoupons(physicalResourceIds: readonly number[]) {
  return useQuery({
    queryKey: queryKeys.coupons.checkout(physicalResourceIds),
    queryFn: ({ signal }): Promise<ResourceCoupons> =>
      typedApi.get('/coupons/resources', { signal, query: { physical_resource_ids: physicalResourceIds.join(',') } }),
    enabled: physicalResourceIds.length > 0,
  });
}

/** GET users/ordering_noticed: whether the buyer has agreed to 《下单须知》 before. */
export function useOrderingNoticed() {
  return useQuery({
    queryKey: queryKeys.users.orderingNoticed,
    queryFn: ({ signal }) => typedApi.get('/users/ordering_noticed', { signal }),
  });
}

/** POST users/ordering_noticed: remembers the agreement (the checkbox starts ticked next time). */
export function useRecordNoticed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => typedApi.post('/users/ordering_noticed', { body: { ordering_noticed: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.orderingNoticed }),
  });
}
