/**
 * The public face of the payments module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { listTransfers, recordTransferReview, recordTransferUpload } from './offline-transfers';
export { listRefunds, markTransferRefundDone } from './operator-refunds';
export { PAY_MESSAGES, refusalError } from './payment-messages';
export { paymentJobs } from './payment-jobs';
export { refundedForOrder } from './refunds-read';
export { settlePendingRefunds } from './settle-pending-refunds';
export {
  appliedTradeId,
  lockTrade,
  markTradePaid,
  orderOfTrade,
  pendingTradesOfOrder,
  recordRefund,
  setTradeOutcome,
  tradeForNotify,
  type LockedTrade,
  type NewRefund,
} from './trades';
export { payableOrder, startOrderPagePay, startOrderScanCode, startTopup } from './start-online-payment';

// Used by the HTTP layer (apps/server/src/http/).
export { escapeHtml, hiddenForm, sendHtmlPage } from './html-page';
export { sendSandboxNotify, completeSandboxTrade } from './sandbox-notify';
export { NOTIFY_PATH } from './payment-urls';
export { readTradeStatus } from './trade-status';
