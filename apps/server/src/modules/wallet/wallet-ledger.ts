import { eq, sql } from 'drizzle-orm';
import { walletEntries, wallets, type WalletEntryKind } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';

/**
 * The wallet ledger. The balance is the sum of a user's entries. Writers lock the user's wallet row
 * first (created on first use), so two debits cannot both see the same balance; a deferred trigger
 * (migration 0007) refuses any commit that leaves a negative sum. Every function takes the caller's
 * client, so it runs inside the caller's transaction (an order's status change, a payment).
 */

export const WALLET_MESSAGES = {
  insufficient: '余额不足，请充值或选择其他支付方式',
} as const;

function assertPositiveFen(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`amount must be a positive integer of fen, got ${amount}`);
}

/** The balance in fen: Σ amount. */
export async function walletBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await typed(db)
    .select({ balance: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return row?.balance ?? 0;
}

/** Creates the wallet if needed, locks it until the transaction ends and returns the balance. */
export async function lockWallet(client: Queryable, userId: number, now: Date): Promise<number> {
  await typed(client).insert(wallets).values({ userId, createdAt: now }).onConflictDoNothing({ target: wallets.userId });
  await typed(client).select({ userId: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return walletBalance(client, userId);
}

export interface WalletEntryInput {
  userId: number;
  /** Positive fen; the sign follows the kind (a payment takes money out). */
  amount: number;
  kind: WalletEntryKind;
  orderId?: number | null;
  orderItemId?: number | null;
  /** The online payment a top-up came from (one credit per trade). */
  paymentTradeId?: number | null;
  /** A refund that may recur per sub-order (an after-sales case's): its payment_refunds key, written once. */
  refundKey?: string | null;
  note?: string;
  now: Date;
}

async function insertEntry(client: Queryable, entry: WalletEntryInput, signed: number): Promise<boolean> {
  const inserted = await typed(client)
    .insert(walletEntries)
    .values({
      userId: entry.userId,
      amount: signed,
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      orderItemId: entry.orderItemId ?? null,
      paymentTradeId: entry.paymentTradeId ?? null,
      refundKey: entry.refundKey ?? null,
      note: (entry.note ?? '').slice(0, 60),
      createdAt: entry.now,
    })
    .onConflictDoNothing()
    .returning({ id: walletEntries.id });
  return inserted.length > 0;
}

/**
 * Puts money in (top-up, refund, deposit refund). Order-linked entries are written at most once per
 * order and kind (or per sub-order and kind): a repeated call writes nothing and returns false.
 */
export async function creditWallet(client: Queryable, entry: WalletEntryInput): Promise<boolean> {
  assertPositiveFen(entry.amount);
  if (entry.kind === 'payment') throw new RangeError('a payment takes money out: use debitWallet');
  await lockWallet(client, entry.userId, entry.now);
  return insertEntry(client, entry, entry.amount);
}

/**
 * Takes money out for an order's payment. 409 余额不足 when the balance is short; false when the order
 * was already paid from the wallet (nothing written). Returns the balance left otherwise.
 */
export async function debitWallet(client: Queryable, entry: Omit<WalletEntryInput, 'kind'> & { orderId: number }): Promise<number | false> {
  assertPositiveFen(entry.amount);
  const balance = await lockWallet(client, entry.userId, entry.now);
  if (balance < entry.amount) throw conflict(WALLET_MESSAGES.insufficient, 'BALANCE_INSUFFICIENT');
  const inserted = await insertEntry(client, { ...entry, kind: 'payment' }, -entry.amount);
  return inserted ? balance - entry.amount : false;
}
