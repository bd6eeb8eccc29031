import { addDays, assertDate, shanghaiDayStart, todayInShanghai, type BusinessDate } from './business-date';
import { couponScopeKind } from './coupons';

/**
 * When a received coupon may be used. A coupon template is valid either between two business dates
 * (both whole days included, Asia/Shanghai) or for N days after receipt (the day of receipt counts as
 * the first, the last ends at 23:59:59.999 Shanghai time).
 */
export interface CouponValiditySpec {
  valid_start_date: BusinessDate | null;
  valid_end_date: BusinessDate | null;
  valid_days: number | null;
}

export type ReceivedCouponStatus = 'unused' | 'used' | 'expired';

/** Longest "N days after receipt" a template may have. */
export const MAX_COUPON_VALID_DAYS = 3650;

function endOfDay(date: BusinessDate): Date {
  return new Date(shanghaiDayStart(addDays(date, 1)).getTime() - 1);
}

function hasDays(spec: CouponValiditySpec): spec is CouponValiditySpec & { valid_days: number } {
  return spec.valid_days !== null && spec.valid_days !== undefined;
}

/** Throws a RangeError unless the spec is exactly one of the two forms, well formed. */
export function assertCouponValiditySpec(spec: CouponValiditySpec): void {
  if (hasDays(spec)) {
    if (!Number.isSafeInteger(spec.valid_days) || spec.valid_days < 1 || spec.valid_days > MAX_COUPON_VALID_DAYS) {
      throw new RangeError(`valid_days must be an integer in 1..${MAX_COUPON_VALID_DAYS}, got ${spec.valid_days}`);
    }
    if (spec.valid_start_date || spec.valid_end_date) throw new RangeError('a coupon is valid either by dates or by days, not both');
    return;
  }
  if (!spec.valid_start_date || !spec.valid_end_date) throw new RangeError('a coupon needs valid dates or valid days');
  assertDate(spec.valid_start_date, 'valid_start_date');
  assertDate(spec.valid_end_date, 'valid_end_date');
  if (spec.valid_start_date > spec.valid_end_date) throw new RangeError('valid_start_date is after valid_end_date');
}

/** The validity window of a coupon received at `receivedAt`. */
export function receivedCouponWindow(spec: CouponValiditySpec, receivedAt: Date): { start_at: Date; end_at: Date } {
  assertCouponValiditySpec(spec);
  if (hasDays(spec)) {
    const lastDay = addDays(todayInShanghai(receivedAt), spec.valid_days - 1);
    return { start_at: new Date(receivedAt.getTime()), end_at: endOfDay(lastDay) };
  }
  return { start_at: shanghaiDayStart(spec.valid_start_date!), end_at: endOfDay(spec.valid_end_date!) };
}

/** Whether the template can still be handed out at `now`: a dated one only until its last day. */
export function isCouponOfferOpen(spec: CouponValiditySpec, now: Date): boolean {
  if (hasDays(spec)) return true;
  return spec.valid_end_date !== null && todayInShanghai(now) <= spec.valid_end_date;
}

/** What a received coupon reads as at `now`: an unused coupon past its end is expired. */
export function effectiveCouponStatus(stored: ReceivedCouponStatus, endAt: string | Date, now: Date): ReceivedCouponStatus {
  if (stored !== 'unused') return stored;
  const end = endAt instanceof Date ? endAt.getTime() : Date.parse(endAt);
  return now.getTime() > end ? 'expired' : 'unused';
}

/** `2026-11-01 至 2026-12-31` or `领取后30天内有效`. */
export function couponValidityText(spec: CouponValiditySpec): string {
  if (hasDays(spec)) return `领取后${spec.valid_days}天内有效`;
  return `${spec.valid_start_date ?? ''} 至 ${spec.valid_end_date ?? ''}`;
}

/** Short Chinese label of a scope: 全场通用, 指定场地可用, 指定品类可用, 指定摊位可用. */
export function couponScopeLabel(scope: number): string {
  switch (couponScopeKind(scope)) {
    case 'all':
      return '全场通用';
    case 'venue':
      return '指定场地可用';
    case 'category':
      return '指定品类可用';
    case 'booth':
      return '指定摊位可用';
    case null:
      return '不可用';
  }
}
