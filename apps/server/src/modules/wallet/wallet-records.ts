import { WALLET_ENTRY_KIND_NAMES, type WalletRecord } from '@vm/contracts/wallet';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';

/** GET /api/wallets/records: the caller's ledger, newest first, with the order number when there is one. */
export async function listWalletRecords(db: Queryable, userId: number, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db.query<{ id: number; kind: WalletRecord['kind']; amount: number; note: string; order_id: number | null; order_num: string | null; created_at: Date }>(
      `select e.id, e.kind, e.amount, e.note, e.order_id, o.order_num, e.created_at
         from wallet_entries e left join orders o on o.id = e.order_id
        where e.user_id = $1 order by e.created_at desc, e.id desc limit $2 offset $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from wallet_entries where user_id = $1', [userId]),
  ]);
  const data: WalletRecord[] = rows.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    kind_name: WALLET_ENTRY_KIND_NAMES[row.kind],
    amount: row.amount,
    note: row.note,
    order_id: row.order_id,
    order_num: row.order_num,
    created_at: toShanghaiIsoString(row.created_at),
  }));
  return { data, total: count.rows[0]?.total ?? 0, page, page_size: pageSize };
}
