import { canBuyerCancel, type OrderStatus } from './order-status';

/**
 * How an order may be paid (docs/spec/business-rules.md "Payments", docs/spec/product-spec.md sections 4 and 9): the payment
 * modes, the offline (bank transfer) status and `paymentOptions`, the one place that decides which
 * methods are open for an order and why the others are not. The server refuses with the same reasons
 * the payment page shows; both import them from here.
 */

/** `orders.payment_mode` and the API's `payment_mode`: how the money came in. */
export const PAYMENT_MODES = { scanCode: 1, onlineForm: 2, transfer: 3, balance: 4 } as const;
export type PaymentMode = (typeof PAYMENT_MODES)[keyof typeof PAYMENT_MODES];

/**
 * `payment_mode` of the browser's POST /orders/pay-alipay form (docs/spec/product-spec.md section 9): the form that
 * starts an online payment. Not stored on orders (the order records 2 once the gateway confirms).
 */
export const PAY_ALIPAY_FORM_MODE = 8;

/** `orders.offline_status`: 0 none, 1 proof uploaded and awaiting the operator, 2 confirmed (paid), 3 refused (upload again). */
export const OFFLINE_STATUS = { none: 0, awaiting: 1, confirmed: 2, refused: 3 } as const;
export type OfflineStatus = (typeof OFFLINE_STATUS)[keyof typeof OFFLINE_STATUS];

/** A transfer proof waits for the operator: no other payment, no cancellation, no 48-hour cancel. */
export const isProofAwaiting = (offlineStatus: number): boolean => offlineStatus === OFFLINE_STATUS.awaiting;

/**
 * "Offline status is set": a transfer proof is waiting for the operator or was accepted. A refused proof
 * clears it — the buyer may upload again or pay another way.
 */
export const offlineInProgress = (offlineStatus: number): boolean => offlineStatus === OFFLINE_STATUS.awaiting || offlineStatus === OFFLINE_STATUS.confirmed;

/** Where a refund goes: back the way the money came in. */
export type RefundChannel = 'wallet' | 'alipay' | 'transfer';

/** The channel of an order's payment mode: 1/2 Alipay, 3 bank transfer, 4 (or none) wallet. */
export function refundChannelOf(mode: number | null): RefundChannel {
  if (mode === PAYMENT_MODES.scanCode || mode === PAYMENT_MODES.onlineForm) return 'alipay';
  if (mode === PAYMENT_MODES.transfer) return 'transfer';
  return 'wallet';
}

/** Why no payment of an order may start; also the API's `error_code` when the server refuses one. */
export type PaymentRefusal = 'ORDER_ALREADY_PAID' | 'PROOF_AWAITING' | 'ORDER_EXPIRED';

/** Why balance payment is closed (the page explains each). */
export type BalanceBlock = 'refused' | 'loading' | 'offline' | 'insufficient' | 'no-password' | 'locked';

/** What the rules need of an order. */
export interface PayableOrderFacts {
  /** The order's status (`submitted` is the only payable one). */
  status: string;
  /** Amount to pay (fen). */
  actualFee: number;
  offlineStatus: number;
  /** The 48-hour deadline (instant, ISO text or epoch ms). */
  expiresAt: Date | string | number;
  /** A group-buy order's group flag; null or absent for a plain order. */
  groupStatus?: number | null;
}

/** What the rules need of the buyer's wallet (for balance payment). */
export interface WalletFacts {
  /** Balance (fen); undefined while unknown. */
  balance: number | undefined;
  hasPayPassword: boolean;
  /** End of the wrong-password lock, or null. */
  lockedUntil: Date | string | number | null;
}

export interface PaymentOptions {
  /** Set when no payment of this order may start at all; the server refuses with it. */
  refusal: PaymentRefusal | null;
  balance: { enabled: boolean; block?: BalanceBlock };
  /** Online payment form (Alipay page pay). */
  online: boolean;
  scanCode: boolean;
  /**
   * The bank transfer panel (upload a proof, or see one awaiting the operator). Off for group-buys. An
   * upload itself needs `refusal === null` too: not while a proof awaits the operator.
   */
  transfer: boolean;
}

const epoch = (value: Date | string | number): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/**
 * Why the order cannot be paid at `now`, or null: it is no longer unpaid, a transfer proof awaits the
 * operator, or its 48-hour deadline has passed.
 */
export function paymentRefusal(order: Pick<PayableOrderFacts, 'status' | 'offlineStatus' | 'expiresAt'>, now: Date | number): PaymentRefusal | null {
  if (order.status !== 'submitted') return 'ORDER_ALREADY_PAID';
  if (isProofAwaiting(order.offlineStatus)) return 'PROOF_AWAITING';
  if (epoch(order.expiresAt) <= epoch(now)) return 'ORDER_EXPIRED';
  return null;
}

/**
 * Which payment methods are open for `order` at `now` (docs/spec/product-spec.md section 4): balance only when the
 * wallet covers the amount, the offline status is off and a pay password exists (and is not locked
 * after wrong tries); online form and scan-code are off while a transfer is in progress; bank transfer
 * is off for group-buys. Nothing is open once the order is paid, cancelled or past its deadline;
 * while a proof awaits the operator only the transfer panel stays (showing its state). `wallet`
 * undefined means unknown (balance closed as `loading`).
 */
export function paymentOptions(order: PayableOrderFacts, wallet: WalletFacts | undefined, now: Date | number): PaymentOptions {
  const refusal = paymentRefusal(order, now);
  const offline = offlineInProgress(order.offlineStatus);
  const groupBuy = Boolean(order.groupStatus);
  if (refusal && refusal !== 'PROOF_AWAITING') {
    return { refusal, balance: { enabled: false, block: 'refused' }, online: false, scanCode: false, transfer: false };
  }
  let block: BalanceBlock | undefined;
  if (offline) block = 'offline';
  else if (wallet?.balance === undefined) block = 'loading';
  else if (wallet.balance < order.actualFee) block = 'insufficient';
  else if (!wallet.hasPayPassword) block = 'no-password';
  else if (wallet.lockedUntil !== null && epoch(wallet.lockedUntil) > epoch(now)) block = 'locked';
  return {
    refusal,
    balance: block ? { enabled: false, block } : { enabled: true },
    online: !offline,
    scanCode: !offline,
    transfer: !groupBuy,
  };
}

/** What the buyer picks on the payment page: the balance option, or one of the radio modes below it. */
export type RadioMode = typeof PAYMENT_MODES.onlineForm | typeof PAYMENT_MODES.transfer | typeof PAYMENT_MODES.scanCode;
export type PaymentChoice = 'balance' | RadioMode;

/**
 * The first open method: the transfer when one is under way or was refused (the buyer sees its state
 * or the reason), otherwise the online form.
 */
export function defaultChoice(options: PaymentOptions, offlineStatus: number): PaymentChoice | undefined {
  if ((offlineInProgress(offlineStatus) || offlineStatus === OFFLINE_STATUS.refused) && options.transfer) return PAYMENT_MODES.transfer;
  if (options.online) return PAYMENT_MODES.onlineForm;
  if (options.transfer) return PAYMENT_MODES.transfer;
  if (options.balance.enabled) return 'balance';
  return undefined;
}

/** True when `choice` is still open under `options` (they change as the wallet and order load). */
export function choiceOpen(options: PaymentOptions, choice: PaymentChoice): boolean {
  switch (choice) {
    case 'balance':
      return options.balance.enabled;
    case PAYMENT_MODES.onlineForm:
      return options.online;
    case PAYMENT_MODES.transfer:
      return options.transfer;
    case PAYMENT_MODES.scanCode:
      return options.scanCode;
  }
}

/**
 * A buyer may cancel an unpaid order unless a transfer proof awaits the operator, and a paid one while
 * no sub-order has been reviewed yet; never afterwards.
 */
export function buyerMayCancel(order: { status: OrderStatus; offlineStatus: number }, itemStatuses: readonly OrderStatus[]): boolean {
  if (!canBuyerCancel(order.status)) return false;
  if (order.status === 'submitted') return !isProofAwaiting(order.offlineStatus);
  return itemStatuses.every((status) => status === 'paid');
}
