import { WALLET_ENTRY_KIND_NAMES, type WalletRecord } from '@vm/contracts/wallet';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { count, desc, eq } from 'drizzle-orm';
import { orders, walletEntries } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** GET /api/wallets/records: the caller's ledger, newest first, with the order number when there is one. */
export async function listWalletRecords(db: Queryable, userId: number, page: number, pageSize: number) {
  const [rows, [counted]] = await Promise.all([
    typed(db)
      .select({
        id: walletEntries.id,
        kind: walletEntries.kind,
        amount: walletEntries.amount,
        note: walletEntries.note,
        orderId: walletEntries.orderId,
        orderNum: orders.orderNum,
        createdAt: walletEntries.createdAt,
      })
      .from(walletEntries)
      .leftJoin(orders, eq(orders.id, walletEntries.orderId))
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    typed(db).select({ total: count() }).from(walletEntries).where(eq(walletEntries.userId, userId)),
  ]);
  const data: WalletRecord[] = rows.map((row) => {
    const kind = row.kind as WalletRecord['kind'];
    return {
      id: row.id,
      kind,
      kind_name: WALLET_ENTRY_KIND_NAMES[kind],
      amount: row.amount,
      note: row.note,
      order_id: row.orderId,
      order_num: row.orderNum,
      created_at: toShanghaiIsoString(row.createdAt),
    };
  });
  return { data, total: counted?.total ?? 0, page, page_size: pageSize };
}
