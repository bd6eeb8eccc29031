import { addDays, compareDates, type BusinessDate } from './business-date';

/**
 * The order life cycle. Each sub-order (one per line, own order number and supplier) moves through
 * submitted → paid → approved | rejected → executing → finished; submitted → cancelled (buyer or the
 * 48-hour sweep); paid but not yet reviewed → cancelled (buyer). The order's own status is derived
 * from its sub-orders.
 */

export const ORDER_STATUSES = ['submitted', 'paid', 'approved', 'rejected', 'executing', 'finished', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Unpaid orders are cancelled automatically after this many hours. */
export const UNPAID_CANCEL_HOURS = 48;
/** Suppliers review a paid sub-order within this many hours (after that operators are alerted). */
export const REVIEW_HOURS = 24;
/** A buyer may have at most this many unpaid orders at once. */
export const MAX_UNPAID_ORDERS = 10;

/** Chinese display names. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  submitted: '待支付',
  paid: '待审核',
  approved: '待执行',
  rejected: '已拒绝',
  executing: '执行中',
  finished: '已完成',
  cancelled: '已取消',
};

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  submitted: ['paid', 'cancelled'],
  paid: ['approved', 'rejected', 'cancelled'],
  approved: ['executing'],
  executing: ['finished'],
  rejected: [],
  finished: [],
  cancelled: [],
};

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['rejected', 'finished', 'cancelled'];

/** Statuses whose booked dates stay held (released on cancel or reject). */
export const HOLDING_STATUSES: readonly OrderStatus[] = ['submitted', 'paid', 'approved', 'executing'];

/** True for one of {@link ORDER_STATUSES}. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** True when a (sub-)order may go straight from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses reachable in one step from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

/** The buyer may cancel while unpaid, or paid but not yet reviewed; once approved, never. */
export function canBuyerCancel(status: OrderStatus): boolean {
  return status === 'submitted' || status === 'paid';
}

/** True for a status that ends the life cycle. */
export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** True when dates of a sub-order in this status stay held. */
export function holdsDates(status: OrderStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

/**
 * The order's status from its sub-orders':
 * - all cancelled → cancelled; all rejected or cancelled (some rejected) → rejected;
 * - otherwise, ignoring rejected and cancelled ones: any submitted → submitted; any not yet reviewed
 *   → paid (a partially reviewed order reports paid); all finished → finished; all approved →
 *   approved; else (some executing or finished) → executing.
 * Throws a RangeError for an order without sub-orders.
 */
export function aggregateOrderStatus(subStatuses: readonly OrderStatus[]): OrderStatus {
  if (subStatuses.length === 0) throw new RangeError('an order has at least one sub-order');
  const live = subStatuses.filter((status) => status !== 'rejected' && status !== 'cancelled');
  if (live.length === 0) return subStatuses.every((status) => status === 'cancelled') ? 'cancelled' : 'rejected';
  if (live.includes('submitted')) return 'submitted';
  if (live.includes('paid')) return 'paid';
  if (live.every((status) => status === 'finished')) return 'finished';
  if (live.every((status) => status === 'approved')) return 'approved';
  return 'executing';
}

/** Instant after which an unpaid order is cancelled automatically (created + 48 h). */
export function unpaidDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + UNPAID_CANCEL_HOURS * 3_600_000);
}

/** True when an unpaid order created at `createdAt` is due for automatic cancellation at `now`. */
export function isUnpaidExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() >= unpaidDeadline(createdAt).getTime();
}

/** Instant after which an unreviewed paid sub-order is reported to operators (paid + 24 h). */
export function reviewDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REVIEW_HOURS * 3_600_000);
}

/**
 * Where an approved sub-order stands on `today`: `approved` before its first booked date, `executing`
 * from it through its last, `finished` after it.
 */
export function executionStatus(firstDate: BusinessDate, lastDate: BusinessDate, today: BusinessDate): 'approved' | 'executing' | 'finished' {
  if (compareDates(today, firstDate) < 0) return 'approved';
  if (compareDates(today, lastDate) <= 0) return 'executing';
  return 'finished';
}

/** First date an invoice may be requested: the 2nd day of execution. */
export function invoiceAvailableFrom(firstDate: BusinessDate): BusinessDate {
  return addDays(firstDate, 1);
}
