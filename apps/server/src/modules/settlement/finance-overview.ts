import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FinanceOverview } from '@vm/contracts/settlement';
import {
  orderItems,
  orders,
  paymentRefunds,
  paymentTrades,
  settlementEarnings,
  settlementLedger,
  users,
  walletEntries,
  withdrawals,
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { incomeByMonth } from './earnings-list';

const total = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * Where every fen buyers paid for orders is now: refunded, deposits returned, owed or paid to suppliers
 * (their nets), the platform's commission, less what the platform funded on earned sub-orders
 * (subsidies, coupons, points: the supplier earns the full rent), and what is still held (sub-orders
 * awaiting review, deposits of orders not finished). Each figure is read from its own ledger, so
 * `difference` is zero when the books agree; anything else is shown to the operator.
 */
export async function reconcile(deps: Pick<AppDeps, 'pool'>): Promise<FinanceOverview['reconciliation']> {
  const db = typed(deps.pool);
  const e = settlementEarnings;
  const [[paid], [refunded], [deposits], [earned], [heldItems], [heldDeposits]] = await Promise.all([
    db
      .select({ sum: sql<string>`sum(${orders.paidAmount})` })
      .from(orders)
      .where(isNotNull(orders.paidAt)),
    // Refunds of order money (a duplicate online payment refunded on arrival was never the order's).
    db
      .select({ sum: sql<string>`sum(${paymentRefunds.amount})` })
      .from(paymentRefunds)
      .leftJoin(paymentTrades, eq(paymentTrades.id, paymentRefunds.tradeId))
      .where(and(isNotNull(paymentRefunds.orderId), sql`(${paymentRefunds.tradeId} is null or ${paymentTrades.outcome} = 'applied')`)),
    db
      .select({ sum: sql<string>`sum(${walletEntries.amount})` })
      .from(walletEntries)
      .where(eq(walletEntries.kind, 'deposit_refund')),
    db
      .select({
        net: sql<string>`sum(${e.net})`,
        commission: sql<string>`sum(${e.commission})`,
        funded: sql<string>`sum(case when ${e.kind} = 'refund' then -1 else 1 end * (${orderItems.amount} - ${orderItems.payable}))`,
      })
      .from(e)
      .innerJoin(orderItems, eq(orderItems.id, e.orderItemId))
      .where(ne(e.status, 'reversed')),
    db
      .select({ sum: sql<string>`sum(${orderItems.payable})` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.status, 'paid'), isNotNull(orders.paidAt))),
    db
      .select({ sum: sql<string>`sum(${orders.totalDeposit})` })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), inArray(orders.status, ['paid', 'approved', 'executing']))),
  ]);
  const figures = {
    paid_orders: total(paid?.sum),
    refunds: total(refunded?.sum),
    deposits_returned: total(deposits?.sum),
    supplier_nets: total(earned?.net),
    commission: total(earned?.commission),
    platform_funded: total(earned?.funded),
    still_held: total(heldItems?.sum) + total(heldDeposits?.sum),
  };
  const accounted = figures.refunds + figures.deposits_returned + figures.supplier_nets + figures.commission - figures.platform_funded + figures.still_held;
  return { ...figures, difference: figures.paid_orders - accounted };
}

/** GET /api/operator/finance: commission by month, owed to suppliers, withdrawals in flight, per supplier, reconciliation. */
export async function financeOverview(deps: Pick<AppDeps, 'pool' | 'clock'>, months = 12): Promise<FinanceOverview> {
  const db = typed(deps.pool);
  const l = settlementLedger;
  const bucketSum = (bucket: string) => sql<string>`coalesce(sum(${l.amount}) filter (where ${l.bucket} = ${bucket}), 0)`;
  const [commissionByMonth, suppliers, [inFlight], reconciliation] = await Promise.all([
    incomeByMonth(deps, null, months),
    db
      .select({
        supplierId: l.supplierId,
        supplierName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.mobile})`,
        pending: bucketSum('pending'),
        available: bucketSum('available'),
        withdrawing: bucketSum('withdrawing'),
        withdrawn: bucketSum('withdrawn'),
      })
      .from(l)
      .innerJoin(users, eq(users.id, l.supplierId))
      .groupBy(l.supplierId, users.name, users.mobile)
      .orderBy(l.supplierId),
    db
      .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'pending')),
    reconcile(deps),
  ]);
  const rows = suppliers.map((row) => ({
    supplier_id: row.supplierId,
    supplier_name: row.supplierName,
    pending: total(row.pending),
    available: total(row.available),
    withdrawing: total(row.withdrawing),
    withdrawn: total(row.withdrawn),
  }));
  const pending = rows.reduce((sum, row) => sum + row.pending, 0);
  const available = rows.reduce((sum, row) => sum + row.available, 0);
  return {
    commission_by_month: commissionByMonth,
    owed: { pending, available, total: pending + available },
    withdrawals_in_flight: { count: inFlight?.count ?? 0, amount: total(inFlight?.amount) },
    suppliers: rows,
    reconciliation,
  };
}
