import { and, eq, sql } from 'drizzle-orm';
import type { Balance } from '@vm/contracts/settlement';
import { settlementLedger, type LedgerBucket, type LedgerKind } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

export interface Movement {
  supplierId: number;
  kind: LedgerKind;
  /** Fen leaving `from` and entering `to`; a null side is money entering (an earning) or leaving (a reversal). */
  amount: number;
  from: LedgerBucket | null;
  to: LedgerBucket | null;
  earningId?: number;
  withdrawalId?: number;
  now: Date;
}

/**
 * Writes one movement of a supplier's money as its ledger rows (−amount from `from`, +amount to `to`).
 * Each (source, kind, bucket) happens once (unique keys): a repeat writes nothing. Zero moves nothing.
 */
export async function move(client: Queryable, movement: Movement): Promise<void> {
  if (movement.amount === 0) return;
  const base = {
    supplierId: movement.supplierId,
    kind: movement.kind,
    earningId: movement.earningId ?? null,
    withdrawalId: movement.withdrawalId ?? null,
    createdAt: movement.now,
  };
  const rows = [
    ...(movement.from ? [{ ...base, bucket: movement.from, amount: -movement.amount }] : []),
    ...(movement.to ? [{ ...base, bucket: movement.to, amount: movement.amount }] : []),
  ];
  if (rows.length > 0) await typed(client).insert(settlementLedger).values(rows).onConflictDoNothing();
}

/** The supplier's balance by bucket: each the sum of its ledger rows. */
export async function balanceOf(client: Queryable, supplierId: number): Promise<Balance> {
  const rows = await typed(client)
    .select({ bucket: settlementLedger.bucket, total: sql<string>`sum(${settlementLedger.amount})` })
    .from(settlementLedger)
    .where(eq(settlementLedger.supplierId, supplierId))
    .groupBy(settlementLedger.bucket);
  const balance: Balance = { pending: 0, available: 0, withdrawing: 0, withdrawn: 0 };
  for (const row of rows) balance[row.bucket as LedgerBucket] = Number(row.total);
  return balance;
}

/** One bucket's balance (the withdrawal's check reads `available` under the supplier's lock). */
export async function bucketOf(client: Queryable, supplierId: number, bucket: LedgerBucket): Promise<number> {
  const [row] = await typed(client)
    .select({ total: sql<string>`coalesce(sum(${settlementLedger.amount}), 0)` })
    .from(settlementLedger)
    .where(and(eq(settlementLedger.supplierId, supplierId), eq(settlementLedger.bucket, bucket)));
  return Number(row?.total ?? 0);
}

/** Any number the advisory locks of this module are keyed under (pg_advisory_xact_lock(key, supplier)). */
const SETTLEMENT_LOCK_KEY = 29_029;

/**
 * Serialises the supplier's withdrawals across every process on this database: held until the
 * transaction ends, so the next one reads `available` only after this one's reservation committed.
 */
export async function lockSupplierBalance(client: Queryable, supplierId: number): Promise<void> {
  await typed(client).execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK_KEY}, ${supplierId}::int)`);
}
