import { formatYuan } from '@vm/domain/money';

/** A price with its unit (`¥12,000/月`, `¥790/天起`): the one rule of @vm/domain/price-units. */
export { dayPriceLabel, priceWithUnit } from '@vm/domain/price-units';

/**
 * How a list shows a price in fen: 面议 for enquiry-only or unpriced items, otherwise the amount without
 * the decimals when they are zero (¥1,200 起 reads better on a card than ¥1,200.00 起).
 */
export function priceLabel(fen: number, options: { enquiry?: boolean; from?: boolean } = {}): string {
  if (options.enquiry || !Number.isSafeInteger(fen) || fen <= 0) return '面议';
  const text = formatYuan(fen).replace(/\.00$/, '');
  return options.from ? `${text} 起` : text;
}

/** 12000 → '1.2万', 860 → '860'. */
export function compactCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  if (value >= 10_000) return `${(value / 10_000).toFixed(value >= 100_000 ? 0 : 1).replace(/\.0$/, '')}万`;
  return String(Math.round(value));
}
