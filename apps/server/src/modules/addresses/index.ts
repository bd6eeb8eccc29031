/**
 * The public face of the addresses module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { createAddress, MAX_ADDRESSES } from './save-address';
