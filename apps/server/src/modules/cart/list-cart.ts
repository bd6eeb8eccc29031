import type { CartItem } from '@vm/contracts/cart';
import type { OrderLine } from '@vm/contracts/order-payload';
import { unitPrice } from '@vm/domain/availability';
import { todayInShanghai, toShanghaiIsoString } from '@vm/domain/business-date';
import { validateSelection } from '@vm/domain/date-selection';
import { datesCovered, leaseTermName, periodEndDate } from '@vm/domain/lease-terms';
import { computeOrderTotals } from '@vm/domain/order-totals';
import { count, desc, eq, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';
import { heldUnits, toSellingResourceRules } from '../catalogue';
import { loadOrderBooths, type OrderBooth, isProblem, normalizeLine } from '../orders';

interface CartRow {
  id: number;
  line: OrderLine;
  created_at: Date;
}

const GONE = '场地规格不存在或已下线';

/** One cart line priced as of today, with why it cannot be ordered as it is. */
function toCartItem(row: CartRow, booth: OrderBooth | undefined, held: Map<string, number>, now: Date): CartItem {
  const normalized = normalizeLine(row.line, 0);
  const termId = isProblem(normalized) ? (row.line.dates[0]?.term_type_id ?? 9) : normalized.termId;
  const starts = row.line.dates.map((entry) => entry.date);
  const base = {
    id: row.id,
    selling_resource_id: row.line.id,
    top_physical_id: booth?.top_physical_id ?? 0,
    physical_resource_id: booth?.physical_resource_id ?? 0,
    field_name: booth?.physical_resource_name ?? '',
    field_type: booth?.field_type ?? '',
    pic_url: booth?.pic_url ?? '',
    size: booth?.size ?? row.line.size ?? '',
    custom_dimension: booth?.custom_dimension ?? '',
    lease_term_type_id: termId,
    lease_term_type_name: leaseTermName(termId),
    count: row.line.count,
    count_of_time_unit: starts.length,
    leave_words: row.line.leave_words ?? '',
    resource: row.line,
    created_at: toShanghaiIsoString(row.created_at),
  };
  const termPrice = booth?.prices.find((price) => price.lease_term_type_id === termId);
  if (!booth || !termPrice || isProblem(normalized)) {
    const problem = isProblem(normalized) ? normalized.message : !booth ? GONE : '该规格不提供此订购周期';
    const dates = starts.map((date) => ({ date, endDate: date, price: 0 }));
    return { ...base, dates, datesStr: starts.join('、'), amount: 0, subsidy: 0, deposit: 0, available: false, problem };
  }
  const rules = toSellingResourceRules(booth);
  const prices = starts.map((start) => unitPrice(rules, termId, start));
  const totals = computeOrderTotals({
    lines: [
      {
        prices,
        units: row.line.count,
        subsidy_rate: booth.subsidy_rate,
        min_after_subsidy: booth.min_after_subsidy,
        max_after_subsidy: booth.max_after_subsidy,
        deposit: termPrice.deposit,
      },
    ],
    now,
  });
  const selection = validateSelection(rules, termId, starts, held, todayInShanghai(now), row.line.count);
  const dates = starts.map((start, i) => ({ date: start, endDate: periodEndDate(start, termId), price: prices[i] ?? 0 }));
  return {
    ...base,
    dates,
    datesStr: dates.map((entry) => (entry.endDate === entry.date ? entry.date : `${entry.date}至${entry.endDate}`)).join('、'),
    amount: totals.lines[0]!.amount,
    subsidy: totals.lines[0]!.subsidy,
    deposit: termPrice.deposit,
    available: selection === null,
    problem: selection?.message ?? null,
  };
}

/** GET /api/cart_items: the caller's cart, newest first, with today's prices and availability. */
export async function listCart(deps: AppDeps, userId: number, pageNumber: number, pageSize: number): Promise<Page<CartItem>> {
  const now = deps.clock.now();
  const db = typed(deps.pool);
  const [total] = await db.select({ count: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  const rows: CartRow[] = await db
    .select({ id: cartItems.id, line: sql<OrderLine>`${cartItems.line}`, created_at: cartItems.createdAt })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const booths = await loadOrderBooths(
    deps.pool,
    rows.map((row) => row.line.id),
    todayInShanghai(now),
  );
  const dates = rows.flatMap((row) => row.line.dates.flatMap((entry) => normalizedDates(entry.date, entry.term_type_id)));
  const held = await heldUnits(deps.pool, [...booths.keys()], [...new Set(dates)]);
  const data = rows.map((row) => toCartItem(row, booths.get(row.line.id), held.get(row.line.id) ?? new Map(), now));
  return page(data, total?.count ?? 0, pageNumber, pageSize);
}

function normalizedDates(date: string, termId: number): string[] {
  try {
    return datesCovered(date, termId);
  } catch {
    return [];
  }
}
