import type { OrderPreviewBody } from '@vm/contracts/order-payload';
import type { OrderPreview, PricedLine as PricedLineView } from '@vm/contracts/orders';
import { leaseTermName, periodEndDate } from '@vm/domain/lease-terms';
import { MAX_UNPAID_ORDERS } from '@vm/domain/order-status';
import type { LineTotals } from '@vm/domain/order-totals';
import { and, count, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { pointsBalance, loadCouponForOrder } from '../coupons';
import { problem, toOrderProblem } from './order-problems';
import { priceOrder, type PricedLine } from './price-order';
import { ORDER_MESSAGES } from './order-messages';

function lineView(line: PricedLine, figures: LineTotals): PricedLineView {
  return {
    index: line.index,
    selling_resource_id: line.booth.id,
    community_id: line.booth.community_id,
    field_type_id: line.booth.category_id,
    field_name: line.booth.physical_resource_name,
    size: line.booth.size,
    custom_dimension: line.booth.custom_dimension,
    lease_term_type_id: line.termId,
    lease_term_type_name: leaseTermName(line.termId),
    count: line.units,
    count_of_time_unit: line.starts.length,
    dates: line.starts.map((start, i) => ({ date: start, endDate: periodEndDate(start, line.termId), price: line.prices[i] ?? 0 })),
    amount: figures.amount,
    subsidy: figures.subsidy,
    coupon: figures.coupon,
    integral: figures.integral,
    payable: figures.payable,
    deposit: figures.deposit,
  };
}

/**
 * POST /api/orders/preview: the server's figures for a payload and everything wrong with it, read
 * without holding or reserving anything (the coupon is only read). `can_submit` tells whether the
 * submission would pass now with the total it carries (or with the server's total when none is sent).
 */
export async function previewOrder(deps: AppDeps, userId: number, body: OrderPreviewBody, options: { unpaidLimit?: boolean } = {}): Promise<OrderPreview> {
  const now = deps.clock.now();
  const priced = await priceOrder(deps.pool, body, {
    userId,
    now,
    pointsBalance: await pointsBalance(deps.pool, userId),
    loadCoupon: (couponId) => loadCouponForOrder(deps.pool, { userId, couponId, now }),
  });
  const problems = [...priced.problems];
  const [unpaid] = await typed(deps.pool)
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'submitted')));
  // A big order placed by operators for the buyer does not count against the buyer's own limit.
  if (options.unpaidLimit !== false && (unpaid?.count ?? 0) >= MAX_UNPAID_ORDERS)
    problems.push(problem('conflict', 'resources', ORDER_MESSAGES.tooManyUnpaid, { errorCode: 'TOO_MANY_UNPAID' }));
  const totals = priced.totals;
  if (totals && body.total_actual_price !== undefined && body.total_actual_price !== totals.total_actual_price) {
    problems.push(problem('conflict', 'total_actual_price', ORDER_MESSAGES.priceChanged, { errorCode: 'PRICE_CHANGED' }));
  }
  return {
    total_amount: totals?.total_amount ?? 0,
    subsidy: totals?.subsidy ?? 0,
    total_deposit: totals?.total_deposit ?? 0,
    coupon: totals?.coupon ?? 0,
    integral: totals?.integral ?? 0,
    points: totals?.points ?? 0,
    total_actual_price: totals?.total_actual_price ?? 0,
    lines: totals ? priced.lines.map((line, i) => lineView(line, totals.lines[i]!)) : [],
    problems: problems.map(toOrderProblem),
    can_submit: problems.length === 0 && totals !== null,
  };
}
