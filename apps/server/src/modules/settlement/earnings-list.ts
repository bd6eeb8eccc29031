import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Earning, EarningsQuery, MonthlyIncome } from '@vm/contracts/settlement';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { monthsBetween, shanghaiMonthOf, statementMonthRange, type EarningStatus } from '@vm/domain/settlement';
import { orderItems, settlementEarnings } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { bucketOf } from './ledger';

/**
 * GET /api/supplier/earnings: the supplier's entries, newest first, with the sub-order each came from.
 * `withdrawn` is how the available money was used: paid-out withdrawals take the available entries
 * first in, first out (by the time each became available), so an entry is `withdrawn` once the paid
 * withdrawals cover it and everything before it.
 */
export async function listEarnings(deps: Pick<AppDeps, 'pool'>, supplierId: number, query: EarningsQuery) {
  const db = typed(deps.pool);
  const withdrawn = await bucketOf(deps.pool, supplierId, 'withdrawn');
  const e = settlementEarnings;
  const covered = sql<number>`sum(case when ${e.status} = 'available' then ${e.net} else 0 end) over (order by ${e.availableAt}, ${e.id})`;
  const ranked = db
    .select({
      id: e.id,
      orderItemId: e.orderItemId,
      kind: e.kind,
      gross: e.gross,
      commission: e.commission,
      net: e.net,
      rate: e.rate,
      availableAt: e.availableAt,
      createdAt: e.createdAt,
      status: sql<EarningStatus>`case when ${e.status} = 'available' and ${covered} <= ${withdrawn} then 'withdrawn' else ${e.status} end`.as('shown_status'),
    })
    .from(e)
    .where(eq(e.supplierId, supplierId))
    .as('ranked');
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(ranked.status, query.status));
  if (query.month) {
    const { start, end } = statementMonthRange(query.month);
    filters.push(gte(ranked.createdAt, start), lt(ranked.createdAt, end));
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: ranked.id,
        orderItemId: ranked.orderItemId,
        kind: ranked.kind,
        gross: ranked.gross,
        commission: ranked.commission,
        net: ranked.net,
        rate: ranked.rate,
        availableAt: ranked.availableAt,
        createdAt: ranked.createdAt,
        status: ranked.status,
        orderId: orderItems.orderId,
        orderNum: orderItems.orderNum,
        fieldName: orderItems.fieldName,
        firstDate: orderItems.firstDate,
        lastDate: orderItems.lastDate,
      })
      .from(ranked)
      .innerJoin(orderItems, eq(orderItems.id, ranked.orderItemId))
      .where(where)
      .orderBy(desc(ranked.createdAt), desc(ranked.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ranked)
      .where(where),
  ]);
  const data: Earning[] = rows.map((entry) => ({
    id: entry.id,
    order_item_id: entry.orderItemId,
    order_id: entry.orderId,
    order_num: entry.orderNum,
    field_name: entry.fieldName,
    first_date: entry.firstDate,
    last_date: entry.lastDate,
    kind: entry.kind as Earning['kind'],
    gross: entry.gross,
    commission: entry.commission,
    net: entry.net,
    rate: entry.rate,
    status: entry.status,
    available_at: toShanghaiIsoString(entry.availableAt),
    created_at: toShanghaiIsoString(entry.createdAt),
  }));
  return { data, total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * Income by the month the booking ended (the sub-order's last date), live entries only (a reversed
 * earning counts nothing; a negative entry counts in the month of its refund): the chart of the finance
 * page, the last `months` months up to now, every month present.
 */
export async function incomeByMonth(deps: Pick<AppDeps, 'pool' | 'clock'>, supplierId: number | null, months: number): Promise<MonthlyIncome[]> {
  const now = deps.clock.now();
  const last = shanghaiMonthOf(now);
  const [year, mon] = last.split('-').map(Number) as [number, number];
  const firstIndex = year * 12 + (mon - 1) - (months - 1);
  const first = `${Math.floor(firstIndex / 12)}-${String((firstIndex % 12) + 1).padStart(2, '0')}`;
  const e = settlementEarnings;
  const month = sql<string>`case when ${e.kind} in ('refund', 'case', 'deposit') then to_char(${e.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM') else to_char(${orderItems.lastDate}, 'YYYY-MM') end`;
  const rows = await typed(deps.pool)
    .select({ month, gross: sql<string>`sum(${e.gross})`, commission: sql<string>`sum(${e.commission})`, net: sql<string>`sum(${e.net})` })
    .from(e)
    .innerJoin(orderItems, eq(orderItems.id, e.orderItemId))
    .where(and(sql`${e.status} <> 'reversed'`, supplierId === null ? undefined : eq(e.supplierId, supplierId), sql`${month} between ${first} and ${last}`))
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return monthsBetween(first, last).map((m) => {
    const row = byMonth.get(m);
    return { month: m, gross: Number(row?.gross ?? 0), commission: Number(row?.commission ?? 0), net: Number(row?.net ?? 0) };
  });
}
