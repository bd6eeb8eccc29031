import { ZOrderLine, type OrderLine } from '@vm/contracts/order-payload';
import { z } from 'zod';

/**
 * The hand-off from "order now" (venue page) or "settle" (cart page) to the checkout page
 * /orders/confirm?physical_resource_ids=…: the order lines travel in sessionStorage (they survive the
 * login round trip with from=place-order in the same tab) and, for lines not from the cart, in the address
 * too (`&lines=`, see paths.checkout and checkoutLinesFromParam), so the checkout opened in a new tab shows them.
 * `cartItemIds` are the cart lines these came from, sent as `cart_items` so the server removes them;
 * the checkout address names them too (`&cart_items=1,2`), so another tab rebuilds the selection from
 * the server's cart (features/checkout/api/use-checkout-selection.ts).
 */
export interface CheckoutSelection {
  lines: OrderLine[];
  cartItemIds: number[];
  /** The physical resources of the lines, as in the checkout URL. */
  physicalResourceIds: number[];
}

const STORAGE_KEY = 'vm.checkout.selection';

const ZSelection = z.object({
  lines: z.array(ZOrderLine).min(1),
  cartItemIds: z.array(z.number().int().positive()).default([]),
  physicalResourceIds: z.array(z.number().int().positive()).default([]),
});

export function saveCheckoutSelection(selection: CheckoutSelection): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // Storage full or disabled: the checkout page then says the selection is gone.
  }
}

/** The stored selection, or null when there is none or it is unreadable. */
export function readCheckoutSelection(): CheckoutSelection | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = ZSelection.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCheckoutSelection(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

const ZUrlLines = z.array(ZOrderLine).min(1).max(100);

/**
 * The order lines of a checkout address's `lines` parameter (base64url of their JSON, written by
 * paths.checkout), or null when it is missing, not base64url, not JSON or not valid order lines. The server
 * checks every line again when the order is placed.
 */
export function checkoutLinesFromParam(value: string | null): OrderLine[] | null {
  if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed = ZUrlLines.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
