import { formatYuan } from '@vm/domain/money';

/** ¥20 or ¥12.50: whole yuan without decimals, as coupons print them. */
export function couponYuan(fen: number): string {
  return formatYuan(fen).replace(/\.00$/, '');
}

/** 满¥200可用, or 无门槛. */
export function thresholdText(minGoodsAmount: number): string {
  return minGoodsAmount > 0 ? `满${couponYuan(minGoodsAmount)}可用` : '无门槛';
}

/** 2026-11-22 至 2026-12-21 from two instants (their Shanghai dates). */
export function validityRange(startAt: string, endAt: string): string {
  return `${startAt.slice(0, 10)} 至 ${endAt.slice(0, 10)}`;
}
