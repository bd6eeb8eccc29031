import { addDays, compareDates, diffDays, eachDate, isCalendarDate, type BusinessDate } from './business-date';
import type { Fen } from './money';
import { supplierAmountOf } from './settlement';

/**
 * Insights (issue 42, decision 0056): one definition of each figure the supplier and operator charts show.
 * The server's SQL sums the same columns (`order_items.amount`, `order_items.paid_at`, `orders.paid_at`,
 * `booked_units.held`); these functions are the rules it follows and the tests' reference.
 */

/** The longest period a query may cover, both ends included. */
export const INSIGHTS_MAX_DAYS = 366;

export const INSIGHTS_GROUPS = ['day', 'city', 'category'] as const;
export type InsightsGroup = (typeof INSIGHTS_GROUPS)[number];

/** A period of Shanghai business days, both ends included. */
export interface InsightsPeriod {
  from: BusinessDate;
  to: BusinessDate;
}

/** Why a period cannot be queried (a Chinese message), or null when it can. */
export function insightsPeriodError(from: string, to: string): string | null {
  if (!isCalendarDate(from)) return '开始日期无效';
  if (!isCalendarDate(to)) return '结束日期无效';
  if (compareDates(from, to) > 0) return '开始日期不能晚于结束日期';
  if (diffDays(from, to) + 1 > INSIGHTS_MAX_DAYS) return `查询区间不能超过${INSIGHTS_MAX_DAYS}天`;
  return null;
}

/** The number of days in a period (both ends included). */
export function periodDays(period: InsightsPeriod): number {
  return diffDays(period.from, period.to) + 1;
}

function inPeriod(day: BusinessDate | null, period: InsightsPeriod): boolean {
  return day !== null && compareDates(day, period.from) >= 0 && compareDates(day, period.to) <= 0;
}

/**
 * GMV: the rent (gross, fen; `supplierAmountOf`, never the deposit, before coupons and points) of the
 * sub-orders paid in the period (their Shanghai pay day), whatever happened to them after — refunds are a
 * figure of their own.
 */
export function gmvOf(items: readonly { amount: Fen; paidDay: BusinessDate | null }[], period: InsightsPeriod): Fen {
  return items.reduce((sum, item) => (inPeriod(item.paidDay, period) ? sum + supplierAmountOf(item) : sum), 0);
}

/** Paid orders: the orders (not sub-orders) whose payment fell in the period. */
export function paidOrdersOf(orders: readonly { paidDay: BusinessDate | null }[], period: InsightsPeriod): number {
  return orders.filter((order) => inPeriod(order.paidDay, period)).length;
}

/** How many venues and suppliers the operator's top lists show. */
export const INSIGHTS_TOP_N = 10;

/** A venue's or supplier's share of the period: its GMV (`gmvOf` of its sub-orders) and paid orders. */
export interface TopEntry {
  id: number;
  gmv: Fen;
  paid_orders: number;
}

/**
 * Top venues and suppliers: each venue's (`order_items.top_physical_id`) or supplier's (`order_items.supplier_id`)
 * GMV (`gmvOf`) and paid orders — the distinct orders with one of its sub-orders paid in the period, so an order
 * over two venues counts once for each — ranked by GMV, then paid orders, then the smaller id; the first
 * `INSIGHTS_TOP_N`. Those without a sub-order paid in the period are not ranked.
 */
export function topEntries(
  items: readonly { id: number; orderId: number; amount: Fen; paidDay: BusinessDate | null }[],
  period: InsightsPeriod,
  limit: number = INSIGHTS_TOP_N,
): TopEntry[] {
  const byId = new Map<number, { gmv: Fen; orders: Set<number> }>();
  for (const item of items) {
    if (!inPeriod(item.paidDay, period)) continue;
    const entry = byId.get(item.id) ?? { gmv: 0, orders: new Set<number>() };
    entry.gmv += supplierAmountOf(item);
    entry.orders.add(item.orderId);
    byId.set(item.id, entry);
  }
  return [...byId]
    .map(([id, entry]) => ({ id, gmv: entry.gmv, paid_orders: entry.orders.size }))
    .sort(compareTop)
    .slice(0, limit);
}

/** The top lists' order: GMV descending, then paid orders descending, then the smaller id first. */
export function compareTop(a: TopEntry, b: TopEntry): number {
  return b.gmv - a.gmv || b.paid_orders - a.paid_orders || a.id - b.id;
}

/** Offered unit-days of a booth over a period: its unit count on every day of it. */
export function offeredUnitDays(count: number, days: number): number {
  return Math.max(0, count) * Math.max(0, days);
}

/**
 * Occupancy = booked unit-days ÷ offered unit-days, as a fraction rounded to 4 decimals; 0 when nothing
 * was offered, at most 1.
 */
export function occupancyOf(bookedUnitDays: number, offered: number): number {
  if (offered <= 0 || bookedUnitDays <= 0) return 0;
  return Math.min(1, Math.round((bookedUnitDays / offered) * 10_000) / 10_000);
}

/** Conversion = paid orders ÷ views, rounded to 4 decimals; 0 without views. */
export function conversionOf(paidOrders: number, views: number): number {
  if (views <= 0 || paidOrders <= 0) return 0;
  return Math.round((paidOrders / views) * 10_000) / 10_000;
}

/** The median of a list (minutes), rounded to a whole number; 0 for an empty list. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * A User-Agent of a crawler or link-preview fetcher: its views are not counted. Only self-declared robots —
 * a browser (headless or not) running the page's script is a visitor; clients without script never post.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|baiduspider|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|slackbot|discordbot|yandex|bytespider|petalbot|sogou|360spider/i;

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  return BOT_PATTERN.test(userAgent);
}

/**
 * Where each day of a period is read from (decision 0061): `rolled`, the days the daily roll-up holds and nothing
 * changed since; `live`, the others as runs of consecutive days, computed from the raw rows.
 */
export interface DaySources {
  rolled: BusinessDate[];
  live: InsightsPeriod[];
}

export function daySourcesOf(period: InsightsPeriod, rolledDays: ReadonlySet<BusinessDate>): DaySources {
  const days = eachDate(period.from, period.to);
  return { rolled: days.filter((day) => rolledDays.has(day)), live: runsOfDays(days.filter((day) => !rolledDays.has(day))) };
}

/** A list of days as runs of consecutive days, in order (duplicates count once). */
export function runsOfDays(days: readonly BusinessDate[]): InsightsPeriod[] {
  const runs: InsightsPeriod[] = [];
  for (const day of [...new Set(days)].sort(compareDates)) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

/**
 * The top lists over a period read in two parts (decision 0061): `rolled` (every entry of the rolled days, and
 * their order by `compareTop`) and `live` (the live days' entries). The result is `topEntries` of the summed
 * entries: adding live sums only moves an entry up and the others keep their order, so the first `limit` are
 * among the live entries and the rolled order's first `limit` + (live entries) — the rest is never looked at.
 */
export function topOfRolledAndLive(
  rolled: { sums: ReadonlyMap<number, { gmv: Fen; paid_orders: number }>; order: readonly TopEntry[] },
  live: ReadonlyMap<number, { gmv: Fen; paid_orders: number }>,
  limit: number = INSIGHTS_TOP_N,
): TopEntry[] {
  const candidates = new Set<number>([...live.keys(), ...rolled.order.slice(0, limit + live.size).map((entry) => entry.id)]);
  return [...candidates]
    .map((id) => {
      const [a, b] = [rolled.sums.get(id), live.get(id)];
      return { id, gmv: (a?.gmv ?? 0) + (b?.gmv ?? 0), paid_orders: (a?.paid_orders ?? 0) + (b?.paid_orders ?? 0) };
    })
    .sort(compareTop)
    .slice(0, limit);
}

/**
 * The middle of a sorted list, kept instead of the whole list (decision 0061): its length `n`, the rank `lo` of
 * `values[0]` and the sorted `values` around the median (ranks `lo` … `lo + values.length − 1`).
 */
export interface MedianWindow {
  n: number;
  lo: number;
  values: number[];
}

/** How many values on each side of the median a window keeps. */
export const MEDIAN_WINDOW = 5_000;

/** The window of ranks MEDIAN_WINDOW either side of the median of a sorted list of `n` values. */
export function medianWindowRanks(n: number): { lo: number; hi: number } {
  const mid = Math.floor(n / 2);
  return { lo: Math.max(0, mid - MEDIAN_WINDOW), hi: Math.min(n - 1, mid + MEDIAN_WINDOW) };
}

/**
 * `medianOf` of a long list known only by its window (`rolled`) together with a short sorted list (`live`),
 * exactly; null when the live list is long enough that the median may lie outside the window (then the caller
 * computes it from all the values).
 */
export function medianOfWindowAndList(rolled: MedianWindow, live: readonly number[]): number | null {
  const total = rolled.n + live.length;
  if (total === 0) return 0;
  if (rolled.n === 0) return medianOf(live);
  const first = rolled.values[0]!;
  const last = rolled.values.at(-1)!;
  const below = live.filter((value) => value < first).length;
  const within = live.filter((value) => value >= first && value <= last);
  const merged = [...rolled.values, ...within].sort((a, b) => a - b);
  const start = rolled.lo + below;
  const at = (rank: number): number | null => (rank >= start && rank < start + merged.length ? merged[rank - start]! : null);
  // In the union's order the rolled values below the window and the live ones below it come first (all ≤ its first
  // value), then `merged`, then the rest (all ≥ its last value): `merged` holds ranks start … start + length − 1.
  const mid = Math.floor(total / 2);
  const ranks = total % 2 === 1 ? [mid] : [mid - 1, mid];
  const values = ranks.map(at);
  if (values.some((value) => value === null)) return null;
  return Math.round(values.reduce((sum: number, value) => sum + value!, 0) / values.length);
}
