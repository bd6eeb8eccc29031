import { LEASE_TERMS, findLeaseTerm } from './lease-terms';
import { formatYuan, type Fen } from './money';

/**
 * How a price says what it is. A booth's price is quoted per unit of its lease term (¥12,000/月,
 * ¥790/天); to compare prices of different terms (a list's price filter, its price sort, a venue's
 * “from” price) each is turned into its day-equivalent: the period's price ÷ the days it books
 * (周 7, 半月 15, 月 30, 季 90, 半年 180, 年 365; day-based terms 1), rounded half-up to the fen.
 * The server's search index computes the same number in SQL from {@link DAYS_BY_TERM}.
 */

/** What a filter or label comparing day-equivalent prices says about it. */
export const DAY_EQUIVALENT_NOTE = '按天折算';

/** Days one unit of each lease term books, for the SQL that mirrors {@link dayEquivalentFen}. */
export const DAYS_BY_TERM: ReadonlyMap<number, number> = new Map(LEASE_TERMS.map((term) => [term.id, term.days]));

/** The day-equivalent of a price of this lease term, in fen (half-up). An unknown term counts as one day. */
export function dayEquivalentFen(price: Fen, leaseTermId: number): Fen {
  const days = findLeaseTerm(leaseTermId)?.days ?? 1;
  if (!Number.isSafeInteger(price)) throw new RangeError(`price must be a safe integer number of fen, got ${price}`);
  if (days === 1) return price;
  return Math.floor((2 * price + days) / (2 * days));
}

/** `¥12,000`, `¥1,234.50`: yuan with grouping, the decimals only when they are not zero. */
export function shortYuan(fen: Fen): string {
  return formatYuan(fen).replace(/\.00$/, '');
}

/**
 * A price with its unit: `¥12,000/月`, with `from` `¥790/天起`. 面议 for an enquiry-only or unpriced
 * item (0 or less). `unit` is the lease term's unit (天, 周, 月 …) or a lease-term id.
 */
export function priceWithUnit(fen: Fen, unit: string | number, options: { from?: boolean; enquiry?: boolean } = {}): string {
  if (options.enquiry || !Number.isSafeInteger(fen) || fen <= 0) return '面议';
  const unitText = typeof unit === 'number' ? (findLeaseTerm(unit)?.unit ?? '天') : unit;
  return `${shortYuan(fen)}/${unitText}${options.from ? '起' : ''}`;
}

/** A day-equivalent price as a card shows it: `¥790/天起` (面议 when there is none). */
export function dayPriceLabel(dayFen: Fen, options: { from?: boolean; enquiry?: boolean } = { from: true }): string {
  return priceWithUnit(dayFen, '天', options);
}

export interface TermPrice {
  lease_term_id: number;
  price: Fen;
}

export interface TermReferencePrice {
  lease_term_id: number;
  /** 周租, 月租, 天 … */
  name: string;
  /** 周, 月, 天 … */
  unit: string;
  /** Lowest price of this term, fen. */
  min_price: Fen;
  max_price: Fen;
  /** `min_price`'s day-equivalent. */
  day_price: Fen;
}

/**
 * A venue's reference price per lease term: the lowest and highest price of each term over its priced
 * booths (unpriced and zero prices left out), in the lease-term table's order.
 */
export function referencePricesByTerm(prices: readonly TermPrice[]): TermReferencePrice[] {
  const byTerm = new Map<number, { min: Fen; max: Fen }>();
  for (const { lease_term_id, price } of prices) {
    if (!(price > 0)) continue;
    const seen = byTerm.get(lease_term_id);
    byTerm.set(lease_term_id, seen ? { min: Math.min(seen.min, price), max: Math.max(seen.max, price) } : { min: price, max: price });
  }
  return LEASE_TERMS.filter((term) => byTerm.has(term.id)).map((term) => {
    const { min, max } = byTerm.get(term.id)!;
    return { lease_term_id: term.id, name: term.name, unit: term.unit, min_price: min, max_price: max, day_price: dayEquivalentFen(min, term.id) };
  });
}

/** The lowest day-equivalent over these prices (fen), or 0 when none is priced. */
export function lowestDayEquivalent(prices: readonly TermPrice[]): Fen {
  let lowest = 0;
  for (const { lease_term_id, price } of prices) {
    if (!(price > 0)) continue;
    const day = dayEquivalentFen(price, lease_term_id);
    if (lowest === 0 || day < lowest) lowest = day;
  }
  return lowest;
}
