import type { Occupancy, SupplierHome } from '@vm/contracts/supplier-home';
import { addDays, eachDate, shanghaiDayStart, todayInShanghai } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { invalid } from '../../platform/http/app-error';
import { reviewQueue } from '../orders';
import { countItems, homeCounts, monthAmounts, occupancyRows } from './queries';

/** First and last date of a `YYYY-MM` month. */
function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/** GET /api/supplier_home: items to review (with the 24 h deadline), this month's amounts, counts. */
export async function supplierHome(deps: AppDeps, ownerId: number): Promise<SupplierHome> {
  const month = todayInShanghai(deps.clock.now()).slice(0, 7);
  const { first, last } = monthRange(month);
  const [review, amounts, counts] = await Promise.all([
    reviewQueue(deps.pool, ownerId, 10, deps.clock.now()),
    monthAmounts(deps.pool, ownerId, shanghaiDayStart(first), shanghaiDayStart(addDays(last, 1))),
    homeCounts(deps.pool, ownerId),
  ]);
  return {
    month,
    paid_amount: Number(amounts.paid),
    finished_amount: Number(amounts.finished),
    to_review_count: review.total,
    to_review: review.items,
    venue_count: counts.venues,
    booth_count: counts.booths,
    unanswered_enquiry_count: counts.enquiries,
  };
}

/** GET /api/supplier_home/occupancy: units held and closed dates per booth and date of a month. */
export async function occupancy(deps: AppDeps, ownerId: number, month: string, boothId: number | undefined): Promise<Occupancy> {
  const [, m] = month.split('-').map(Number) as [number, number];
  if (m < 1 || m > 12) throw invalid('month', '月份格式应为YYYY-MM');
  const { first, last } = monthRange(month);
  const { booths, held, closed } = await occupancyRows(deps.pool, ownerId, boothId, first, last);
  const heldKey = new Map(held.map((row) => [`${row.selling_resource_id}|${row.date}`, row.held]));
  const closedKey = new Set(closed.map((row) => `${row.selling_resource_id}|${row.date}`));
  const dates = eachDate(first, last);
  return {
    month,
    booths: booths.map((booth) => ({
      ...booth,
      days: dates.map((date) => ({ date, held: heldKey.get(`${booth.id}|${date}`) ?? 0, unavailable: closedKey.has(`${booth.id}|${date}`) })),
    })),
  };
}

/** GET /api/order_items/count?status=: the header badge (items awaiting review by default in `by_status.paid`). */
export async function orderItemsCount(
  deps: AppDeps,
  ownerId: number,
  status: string | undefined,
): Promise<{ count: number; by_status: Record<string, number> }> {
  const byStatus = await countItems(deps.pool, ownerId);
  const count = status ? (byStatus[status] ?? 0) : Object.entries(byStatus).reduce((sum, [key, n]) => (key === 'submitted' ? sum : sum + n), 0);
  return { count, by_status: byStatus };
}
