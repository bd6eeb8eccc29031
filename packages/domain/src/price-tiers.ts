import { tryYuanToFen, type Fen } from './money';
import { parseFilterNumber } from './validation';

/**
 * Venue-search tiers (price in yuan, year built). A preset tier and a custom range are mutually
 * exclusive: a custom range with at least one valid bound wins and the tier is ignored (as
 * `normaliseVenueSearch` in @vm/contracts does: typing a range replaces the preset); otherwise a known
 * tier applies. Invalid custom bounds are cleared and a reversed range is swapped. Tiers are half-open
 * `[min, max)` so that a boundary value such as 1000 yuan belongs to exactly one tier; custom ranges
 * include both ends.
 */

export interface Tier {
  id: 1 | 2 | 3 | 4;
  min: number;
  /** Exclusive upper bound; null = no upper bound. */
  max: number | null;
  label: string;
}

/**
 * Price tiers in yuan per day: 0–1000, 1000–3000, 3000–5000, 5000 and above. Prices of every lease term
 * are compared by their day-equivalent (a period's price ÷ its days, see price-units.ts), so the labels
 * name the unit.
 */
export const PRICE_TIERS: readonly Tier[] = [
  { id: 1, min: 0, max: 1000, label: '1000元/天以下' },
  { id: 2, min: 1000, max: 3000, label: '1000-3000元/天' },
  { id: 3, min: 3000, max: 5000, label: '3000-5000元/天' },
  { id: 4, min: 5000, max: null, label: '5000元/天以上' },
];

/** Year-built tiers: 1960–1980, 1980–1990, 1990–2000, 2000 and later. */
export const YEAR_TIERS: readonly Tier[] = [
  { id: 1, min: 1960, max: 1980, label: '1960-1980年' },
  { id: 2, min: 1980, max: 1990, label: '1980-1990年' },
  { id: 3, min: 1990, max: 2000, label: '1990-2000年' },
  { id: 4, min: 2000, max: null, label: '2000年以后' },
];

/** A resolved filter range; null bounds are open. */
export interface FilterRange {
  min: number | null;
  max: number | null;
  /** True for a tier (`value < max`), false for a custom range (`value ≤ max`). */
  maxExclusive: boolean;
  /** Where the range came from. */
  source: 'tier' | 'custom' | 'none';
  /** The tier used, if any. */
  tier: Tier['id'] | null;
}

/** The tier with this id (number or URL string), or undefined. */
export function findTier(tiers: readonly Tier[], id: unknown): Tier | undefined {
  const key = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id) : id;
  return tiers.find((tier) => tier.id === key);
}

function fromBounds(min: number | null, max: number | null): FilterRange {
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const source = min === null && max === null ? 'none' : 'custom';
  return { min, max, maxExclusive: false, source, tier: null };
}

function fromTier(tier: Tier, scale: number): FilterRange {
  return { min: tier.min * scale, max: tier.max === null ? null : tier.max * scale, maxExclusive: true, source: 'tier', tier: tier.id };
}

/** The custom range when it has a bound, else the tier (scaled), else no range. */
function withTier(custom: FilterRange, tier: Tier | undefined, scale: number): FilterRange {
  return custom.source === 'custom' || !tier ? custom : fromTier(tier, scale);
}

/**
 * Price filter of the venue list in fen per day (the query gives yuan: `price_tier`, `min_price`, `max_price`),
 * compared with each venue's lowest day-equivalent price.
 * Custom bounds are yuan with at most two decimals; anything else is cleared.
 */
export function resolvePriceFilter(query: { price_tier?: unknown; min_price?: unknown; max_price?: unknown }): FilterRange {
  const toFen = (value: unknown): Fen | null => {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const fen = tryYuanToFen(value);
    return fen === null || fen < 0 ? null : fen;
  };
  return withTier(fromBounds(toFen(query.min_price), toFen(query.max_price)), findTier(PRICE_TIERS, query.price_tier), 100);
}

/** Year-built filter of the venue list (`year_tier`, `min_year`, `max_year`); custom years must be whole numbers. */
export function resolveYearFilter(query: { year_tier?: unknown; min_year?: unknown; max_year?: unknown }): FilterRange {
  const toYear = (value: unknown): number | null => {
    const year = parseFilterNumber(value);
    return year !== undefined && Number.isInteger(year) ? year : null;
  };
  return withTier(fromBounds(toYear(query.min_year), toYear(query.max_year)), findTier(YEAR_TIERS, query.year_tier), 1);
}

/** True when `value` lies in `range` (for in-memory filtering and tests; SQL uses the same bounds). */
export function inRange(value: number, range: FilterRange): boolean {
  if (range.min !== null && value < range.min) return false;
  if (range.max === null) return true;
  return range.maxExclusive ? value < range.max : value <= range.max;
}
