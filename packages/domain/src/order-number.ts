import type { BusinessDate } from './business-date';

/**
 * An order's number: its Shanghai business date and its id, zero-padded to at least 8 digits
 * (`2026-11-22`, 42 → `2026112200000042`). A sub-order's number adds its position (`…01`), written by
 * the order's insert (apps/server/src/modules/orders/insert-order.ts).
 */
export function orderNumber(businessDate: BusinessDate, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`order id must be a positive integer, got ${id}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(businessDate)) throw new RangeError(`not a business date: ${businessDate}`);
  return `${businessDate.replace(/-/g, '')}${String(id).padStart(8, '0')}`;
}
