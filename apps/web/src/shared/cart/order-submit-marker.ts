/**
 * The order-submit marker of docs/spec/product-spec.md section 4 ("Order flow: submit, set the cart/order-submit
 * marker in session storage, redirect to the payment page"): set by the checkout right after the order
 * is created, so the payment page can tell it was reached straight from a submission (and whether the
 * lines came from the cart) rather than from the order list.
 */
export interface OrderSubmitMarker {
  orderId: number;
  fromCart: boolean;
}

const STORAGE_KEY = 'vm.order.submitted';

export function markOrderSubmitted(marker: OrderSubmitMarker): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(marker));
  } catch {
    // Storage blocked: the payment page simply treats the visit as a normal one.
  }
}

/** The marker, or null when none was set in this tab (or it is unreadable). */
export function readOrderSubmitted(): OrderSubmitMarker | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<OrderSubmitMarker>;
    return typeof value.orderId === 'number' ? { orderId: value.orderId, fromCart: value.fromCart === true } : null;
  } catch {
    return null;
  }
}

export function clearOrderSubmitted(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
