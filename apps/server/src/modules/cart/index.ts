/**
 * The public face of the cart module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { addToCart, MAX_CART_ITEMS } from './add-to-cart';
export { listCart } from './list-cart';
export { removeOrderedCartItems, countCartItems, deleteCartItem } from './queries';

// Used by the HTTP layer (apps/server/src/http/).
