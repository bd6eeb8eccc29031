import { ZOrderLine, type OrderLine } from '@vm/contracts/order-payload';
import { z } from 'zod';
import { VISITOR_CART_STORAGE_KEY as STORAGE_KEY } from './visitor-cart-pending';

/**
 * A visitor's "add to cart" (docs/spec/product-spec.md section 4 "Cart"): the lines wait in localStorage while the
 * visitor logs in (the login page may be opened in the same tab or come back later), then
 * VisitorCartHandoff posts them to the cart and removes this temporary copy. Logout clears it with
 * the rest of localStorage.
 */

/** The server takes at most 20 lines per add; older extras are dropped first. */
export const VISITOR_CART_LIMIT = 20;

const ZStored = z.array(ZOrderLine);

/** The lines waiting for login (empty when none or unreadable). */
export function readVisitorCart(): OrderLine[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return [];
    const parsed = ZStored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds a line to the waiting ones. Returns false when storage is unavailable (nothing was kept). */
export function addToVisitorCart(line: OrderLine): boolean {
  const lines = [...readVisitorCart(), line].slice(-VISITOR_CART_LIMIT);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
    return true;
  } catch {
    return false;
  }
}

export function clearVisitorCart(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
