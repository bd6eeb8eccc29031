import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderItems, orders } from './orders';
import { paymentTrades } from './payments';

export const WALLET_ENTRY_KINDS = ['topup', 'payment', 'refund', 'deposit_refund'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/**
 * One row per user with a wallet: what writers lock (`for update`) before reading the balance, so two
 * debits cannot both spend the same money. The balance itself is never stored.
 */
export const wallets = pgTable('wallets', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The wallet ledger (fen, signed): the balance is Σ amount and may never go below zero (writers lock
 * the wallet row; a deferred trigger in the migration refuses a commit that would leave a negative sum).
 * Order-linked entries happen at most once per order (payment, whole-order refund, deposit refund) or
 * once per sub-order (a rejected line's refund), so retried sweeps cannot pay or refund twice.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => wallets.userId, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    kind: varchar({ length: 16 }).notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    orderItemId: bigint({ mode: 'number' }).references(() => orderItems.id),
    /** The online payment a top-up came from: one credit per trade, however often the gateway notifies. */
    paymentTradeId: bigint({ mode: 'number' }).references((): AnyPgColumn => paymentTrades.id),
    note: varchar({ length: 60 }).notNull().default(''),
    /** A refund that may happen several times per sub-order (an after-sales case's): its payment_refunds key, once each. */
    refundKey: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('wallet_entries_order_kind_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.orderItemId} is null`),
    uniqueIndex('wallet_entries_trade_key')
      .on(t.paymentTradeId)
      .where(sql`${t.paymentTradeId} is not null`),
    uniqueIndex('wallet_entries_item_kind_key')
      .on(t.orderItemId, t.kind)
      .where(sql`${t.orderItemId} is not null and ${t.refundKey} is null`),
    uniqueIndex('wallet_entries_refund_key')
      .on(t.refundKey)
      .where(sql`${t.refundKey} is not null`),
    check('wallet_entries_kind_known', sql`${t.kind} in ('topup', 'payment', 'refund', 'deposit_refund')`),
    check('wallet_entries_sign', sql`(${t.kind} = 'payment') = (${t.amount} < 0) and ${t.amount} <> 0`),
    check('wallet_entries_order_kinds_have_order', sql`${t.kind} = 'topup' or ${t.orderId} is not null`),
  ],
);
