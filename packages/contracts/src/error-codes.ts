/**
 * `error_code` of the failure envelope (`{ code: <HTTP status>, msg, result: null, error_code }`): the
 * case, so clients branch on it instead of on the status and the message text. `code` stays the HTTP
 * status (docs/spec/api.md "Conventions"). A failure without a more precise case carries its status's generic
 * code (`CONFLICT`, `NOT_FOUND`, `VALIDATION`, …).
 */

/** One per HTTP status the API answers with. */
export const GENERIC_ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
} as const;
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[keyof typeof GENERIC_ERROR_CODES];

/** The generic code of an HTTP status (INTERNAL for an unknown 5xx, BAD_REQUEST for an unknown 4xx). */
export function genericErrorCode(status: number): GenericErrorCode {
  return (GENERIC_ERROR_CODES as Record<number, GenericErrorCode>)[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** Cases a client may want to tell apart (the HTTP status says 409, 422 or 503; these say which). */
export const CASE_ERROR_CODES = [
  // Payments (docs/spec/business-rules.md "Payments"); the first three are domain `paymentRefusal`'s answers.
  'ORDER_ALREADY_PAID',
  'PROOF_AWAITING',
  'ORDER_EXPIRED',
  /** The money offered differs from the order's amount. */
  'ORDER_NOT_PAYABLE',
  'TRANSFER_NOT_AWAITING',
  'BALANCE_INSUFFICIENT',
  'PAY_PASSWORD_NOT_SET',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_LOCKED',
  'GATEWAY_UNAVAILABLE',
  // Checkout: the order as submitted cannot be placed (the preview names the same problems).
  'DATE_TAKEN',
  'PRICE_CHANGED',
  'TOO_MANY_UNPAID',
  'COUPON_UNUSABLE',
  'POINTS_NOT_ENOUGH',
  // Group buys: the group has ended (closed, succeeded, failed or past its deadline), or refuses bank transfer.
  'GROUP_ENDED',
  'GROUP_NO_TRANSFER',
  // Cancellation.
  'ORDER_NOT_CANCELLABLE',
  'ORDER_ALREADY_CANCELLED',
  // Reviews: the sub-order is not finished yet, or was reviewed already.
  'ORDER_ITEM_NOT_FINISHED',
  'ALREADY_REVIEWED',
  // Accounts: an operator froze the account (its tokens answer 401, its logins 403).
  'ACCOUNT_FROZEN',
  // Demands (docs/spec/business-rules.md "Demands"): accepting one, and the operator's follow-up.
  'DEMAND_FULL',
  'DEMAND_ALREADY_ACCEPTED',
  'DEMAND_CLOSED',
  'DEMAND_OWN',
  'DEMAND_NOT_ACCEPTOR',
  'DEMAND_STATUS_CHANGED',
  // Settlement: a withdrawal above `available`, a decision on one no longer pending, a bank account a pending
  // withdrawal still uses, an after-sales refund refused.
  'WITHDRAWAL_INSUFFICIENT',
  'WITHDRAWAL_NOT_PENDING',
  'BANK_ACCOUNT_IN_USE',
  'ORDER_ITEM_NOT_REFUNDABLE',
  // After-sales and deposits (decision 0045): the window has closed, a case is already open, the case or claim
  // moved on meanwhile (a race, a replay), the deposit can no longer be claimed.
  'AFTER_SALE_WINDOW_CLOSED',
  'AFTER_SALE_ALREADY_OPEN',
  'AFTER_SALE_STATUS_CHANGED',
  'DEPOSIT_NOT_CLAIMABLE',
  'DEPOSIT_CLAIM_STATUS_CHANGED',
] as const;
export type CaseErrorCode = (typeof CASE_ERROR_CODES)[number];

export type ErrorCode = GenericErrorCode | CaseErrorCode;

/** 409s of POST /api/orders that mean "the selection changed under you": refresh the preview and show why. */
export const CHECKOUT_CONFLICT_CODES: ReadonlySet<string> = new Set<CaseErrorCode>([
  'DATE_TAKEN',
  'PRICE_CHANGED',
  'TOO_MANY_UNPAID',
  'COUPON_UNUSABLE',
  'POINTS_NOT_ENOUGH',
]);
