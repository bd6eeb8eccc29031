import { POINT_REASON_TEXT, type PointHistoriesPage } from '@vm/contracts/points';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { count, eq } from 'drizzle-orm';
import { pointLedger } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { pointsBalance } from './points-ledger';

/** GET point_histories: the caller's ledger, newest first, each row with the balance right after it. */
export async function listPointHistories(db: Queryable, userId: number, query: { page: number; page_size: number }): Promise<PointHistoriesPage> {
  // Raw: the running balance is a window over the user's whole ledger, paged afterwards.
  const rows = await db.query<{
    id: number;
    delta: number;
    reason: string;
    order_id: number | null;
    note: string;
    created_at: Date;
    balance_after: number;
    total: number;
  }>(
    `select id, delta, reason, order_id, note, created_at, balance_after, count(*) over ()::int as total
       from (select *, sum(delta) over (order by id)::bigint as balance_after from point_ledger where user_id = $1) ledger
      order by id desc limit $2 offset $3`,
    [userId, query.page_size, (query.page - 1) * query.page_size],
  );
  const balance = await pointsBalance(db, userId);
  let total = rows.rows[0]?.total ?? 0;
  if (rows.rows.length === 0 && query.page > 1) {
    const [counted] = await typed(db).select({ n: count() }).from(pointLedger).where(eq(pointLedger.userId, userId));
    total = counted?.n ?? 0;
  }
  return {
    data: rows.rows.map((row) => ({
      id: row.id,
      point: row.delta,
      delta: row.delta,
      reason: row.reason,
      reason_text: POINT_REASON_TEXT[row.reason] ?? row.reason,
      order_id: row.order_id,
      note: row.note,
      created_at: toShanghaiIsoString(row.created_at),
      balance_after: Number(row.balance_after),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    balance,
  };
}
