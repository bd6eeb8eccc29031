import type { CartPage } from '@vm/contracts/cart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkoutLinesFromParam, readCheckoutSelection, type CheckoutSelection } from '@/shared/cart/checkout-selection';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';

/** Ids from a `1,2,3` URL parameter (anything else is ignored). */
export function idsFromParam(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The cart lines the URL names that can still be ordered, as a checkout selection (null when none is left). */
export function selectionFromCart(cart: CartPage, cartItemIds: readonly number[]): CheckoutSelection | null {
  const lines = cart.data.filter((item) => cartItemIds.includes(item.id) && item.available);
  if (lines.length === 0) return null;
  return {
    lines: lines.map((item) => item.resource),
    cartItemIds: lines.map((item) => item.id),
    physicalResourceIds: lines.map((item) => item.physical_resource_id),
  };
}

export type CheckoutSelectionState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; selection: CheckoutSelection };

/**
 * What /orders/confirm settles. The lines the URL carries (`lines=`, from 立即预订, 参团 or a quote), which
 * win over whatever this tab stored earlier; else the tab's own hand-off (sessionStorage) when it matches
 * the URL; otherwise, for lines from the cart (`cart_items=1,2,3`), the server's cart — so the checkout
 * opened in a new tab or after a browser restart still shows its lines.
 */
export function useCheckoutSelection(): CheckoutSelectionState {
  const [params] = useSearchParams();
  const token = useToken();
  const [stored] = useState(readCheckoutSelection);
  const cartItemIds = idsFromParam(params.get('cart_items'));
  const linesParam = params.get('lines');
  const [urlSelection] = useState((): CheckoutSelection | null => {
    const lines = checkoutLinesFromParam(linesParam);
    return lines && { lines, cartItemIds: [], physicalResourceIds: idsFromParam(params.get('physical_resource_ids')) };
  });
  const fromUrl = urlSelection !== null && cartItemIds.length === 0;
  const fromTab = !fromUrl && stored !== null && (cartItemIds.length === 0 || sameIds(stored.cartItemIds, cartItemIds));
  const cart = useQuery({
    // Not under the cart's key: the cart refreshing after the order is placed must not empty this page.
    queryKey: queryKeys.checkout.cartLines(token),
    queryFn: ({ signal }): Promise<CartPage> => typedApi.get('/cart_items', { signal, query: { page: 1, page_size: 100 } }),
    enabled: !fromUrl && !fromTab && cartItemIds.length > 0 && token !== null,
  });
  if (fromUrl) return { status: 'ready', selection: urlSelection };
  if (fromTab) return { status: 'ready', selection: stored };
  if (cartItemIds.length === 0 || token === null || cart.isError) return { status: 'none' };
  if (!cart.data) return { status: 'loading' };
  const selection = selectionFromCart(cart.data, cartItemIds);
  return selection ? { status: 'ready', selection } : { status: 'none' };
}
