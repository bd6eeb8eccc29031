/**
 * Whether a visitor's cart lines wait for login, answered without parsing them: the site layout asks
 * on every login, and the parser (zod and the order contracts) should load only when there is work.
 */
export const VISITOR_CART_STORAGE_KEY = 'vm.visitor-cart';

export function hasVisitorCart(): boolean {
  try {
    return Boolean(window.localStorage.getItem(VISITOR_CART_STORAGE_KEY));
  } catch {
    return false;
  }
}
