import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
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
        funded: sql<string>`sum(case ${e.kind} when 'refund' then -1 when 'earning' then 1 else 0 end * (${orderItems.amount} - ${orderItems.payable}))`,
      })
      .from(e)
      .innerJoin(orderItems, eq(orderItems.id, e.orderItemId))
      .where(ne(e.status, 'reversed')),
    db
      .select({ sum: sql<string>`sum(${orderItems.payable})` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.status, 'paid'), isNotNull(orders.paidAt))),
    // Deposits not settled yet: of orders still running, and of finished ones whose hold awaits its release
    // (a deposit settled before holds existed was refunded whole on the finishing day).
    db
      .execute<{ sum: string | null }>(
        sql`
      select sum(o.total_deposit - coalesce(h.refunded + h.deducted,
               (select sum(w.amount) from wallet_entries w where w.order_id = o.id and w.kind = 'deposit_refund'), 0)) as sum
        from orders o left join deposit_holds h on h.order_id = o.id
       where o.paid_at is not null and o.total_deposit > 0 and o.status in ('paid', 'approved', 'executing', 'finished')`,
      )
      .then((result) => result.rows),
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
  return { ...figures, difference: figures.paid_orders - accounted, checks: await ledgerChecks(deps) };
}

/**
 * The two per-ledger checks of decision 0045. Wallets: the refunds recorded as paid back to wallets
 * (payment_refunds, channel wallet) against the wallets' refund entries, and Σ balances against the
 * ledger sum of wallets that are not negative. Earnings: the suppliers' live nets against their
 * movement ledger (pending + available + withdrawing + withdrawn), and the earned rent less commission
 * and after-sales refunds against those nets.
 */
async function ledgerChecks(deps: Pick<AppDeps, 'pool'>): Promise<FinanceOverview['reconciliation']['checks']> {
  const db = typed(deps.pool);
  const [[walletRefunds], [walletLedger], [negative], [earnings], [ledger], [expected]] = await Promise.all([
    db
      .select({ recorded: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.channel, 'wallet'), eq(paymentRefunds.status, 'done'))),
    db
      .select({ credited: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
      .from(walletEntries)
      .where(eq(walletEntries.kind, 'refund')),
    db
      .execute<{ balances: string; count: string }>(
        sql`
      select coalesce(sum(least(b.total, 0)), 0) as balances, count(*) filter (where b.total < 0) as count
        from (select user_id, sum(amount) as total from wallet_entries group by user_id) b`,
      )
      .then((result) => result.rows),
    db
      .select({ net: sql<string>`coalesce(sum(${settlementEarnings.net}), 0)` })
      .from(settlementEarnings)
      .where(ne(settlementEarnings.status, 'reversed')),
    db.select({ total: sql<string>`coalesce(sum(${settlementLedger.amount}), 0)` }).from(settlementLedger),
    db
      .execute<{ rent: string; commission: string; refunds: string }>(
        sql`
      select (select coalesce(sum(i.amount), 0) from settlement_earnings e join order_items i on i.id = e.order_item_id
               where e.kind = 'earning' and e.status <> 'reversed')
             + (select coalesce(sum(h.deducted), 0) from deposit_holds h where h.status = 'settled') as rent,
             (select coalesce(sum(e.commission), 0) from settlement_earnings e where e.status <> 'reversed') as commission,
             (select coalesce(sum(-e.gross), 0) from settlement_earnings e where e.kind in ('refund', 'case') and e.status <> 'reversed') as refunds`,
      )
      .then((result) => result.rows),
  ]);
  const check = (key: string, label: string, expectedValue: number, actual: number) => ({
    key,
    label,
    expected: expectedValue,
    actual,
    difference: actual - expectedValue,
  });
  const rent = total(expected?.rent);
  const commission = total(expected?.commission);
  const refunds = total(expected?.refunds);
  return [
    check('wallet_refunds', '退回钱包的退款 = 钱包退款流水', total(walletRefunds?.recorded), total(walletLedger?.credited)),
    check('wallet_balances', '钱包余额 = 钱包流水之和（无负余额）', 0, total(negative?.balances)),
    check('earnings_ledger', '供应商收入 = 资金流水（待结算+可提现+提现中+已提现）', total(earnings?.net), total(ledger?.total)),
    check('earnings_split', '供应商收入 = 已结租金及押金扣除 − 佣金 − 退款', rent - refunds - commission, total(earnings?.net)),
  ];
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
