/**
 * The public face of the addresses module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { createAddress, MAX_ADDRESSES, deleteAddress, updateAddress } from './save-address';

// Used by the HTTP layer (apps/server/src/http/).
export { listAddresses } from './read-addresses';
