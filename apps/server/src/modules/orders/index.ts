/**
 * The public face of the orders module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { markBigOrder } from './big-order-mark';
export { advanceOrderByDate, advanceOrdersByDate, advanceOrderAsOf } from './advance-by-date';
export { autoCancelUnpaidOrders, type AutoCancelOptions } from './auto-cancel-unpaid';
export { cancelUnpaidOrder } from './cancel-unpaid-order';
export { assertCheckoutInfo, orderInfoValues } from './checkout-info';
export { attachGroupSeat } from './group-seat';
export { releaseHolds } from './holds';
export { assertOwnInfoUploads } from './info-uploads';
export { insertOrder } from './insert-order';
export { markOrderPaid, type PaymentRecord } from './mark-order-paid';
export { recordTransferProof, setOfflineStatus } from './offline-payment';
export { lockOrderParties } from './order-locks';
export { paymentModeOf } from './order-payment';
export { loadOrderBooths, type OrderBooth } from './order-booths';
export { isProblem, normalizeLine, type NormalizedLine } from './order-lines';
export { ORDER_MESSAGES } from './order-messages';
export { problem, selectionProblemKind, throwFirstProblem, type Problem } from './order-problems';
export { cancelOrderRow, lockOrder, refreshOrderStatus, subOrderStatuses, transitionItems, transitionOrderItems, type LockedOrder } from './order-transitions';
export { priceOrder } from './price-order';
export { previewOrder } from './preview-order';
export { alertMissingDeliveryProofs, alertUnreviewedItems } from './review-alerts';
export { loadOrderViews } from './order-views';
export { reviewQueue, subOrderStatus, supplierReviewItem, type ReviewItem } from './reviewable';
export { findOrderItem, type OrderItemFacts } from './order-item-lookup';

// Used by the HTTP layer (apps/server/src/http/).
export { listOperatorAlerts, resolveOperatorAlert } from './operator-alerts';
export { getOrderInfo, saveOrderInfo } from './order-info';
export { exportOperatorOrders, listOperatorOrders } from './operator-orders';
export { countOrders, getOrder, listOrders, orderStatus, paymentOrder } from './read-orders';
export { purchasedResources } from './purchased-resources';
export { listSupplierItems } from './supplier-items';
