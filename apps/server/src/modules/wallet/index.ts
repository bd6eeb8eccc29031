/**
 * The public face of the wallet module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { checkPayPassword, modifyPayPassword, payPasswordStatus, setPayPassword } from './pay-password';
export { creditWallet, debitWallet, lockWallet, walletBalance, WALLET_MESSAGES, type WalletEntryInput } from './wallet-ledger';

// Used by the HTTP layer (apps/server/src/http/).
export { listWalletRecords } from './wallet-records';
