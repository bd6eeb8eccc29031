import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderItems, orders } from './orders';

/**
 * The payment password of a wallet (argon2 hash) and its wrong-try counter: 5 wrong tries lock
 * balance payment until `locked_until` (packages/domain pay-password.ts).
 */
export const payPasswords = pgTable(
  'pay_passwords',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
    failedAttempts: smallint().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('pay_passwords_failed_attempts', sql`${t.failedAttempts} >= 0`)],
);

/**
 * One online payment asked of the gateway (Alipay page pay or scan-code): for an order or a wallet
 * top-up. `status` moves pending → paid once (the notify or a gateway query, compare-and-set);
 * `outcome` says what the money did: 'applied' paid the order / credited the wallet, 'refunded' came
 * after the order was paid another way or cancelled, so it goes back. At most one applied trade per order.
 */
export const paymentTrades = pgTable(
  'payment_trades',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    outTradeNo: varchar({ length: 64 }).notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: varchar({ length: 8 }).notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    amount: bigint({ mode: 'number' }).notNull(),
    /** 'page' (computer page pay form), 'wap' (phone page pay form, alipay.trade.wap.pay) or 'qr' (scan-code precreate). */
    channel: varchar({ length: 8 }).notNull(),
    appId: varchar({ length: 32 }).notNull(),
    status: varchar({ length: 8 }).notNull().default('pending'),
    outcome: varchar({ length: 10 }),
    /** The gateway's trade number, from the notify or the query. */
    tradeNo: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_trades_out_trade_no_key').on(t.outTradeNo),
    index('payment_trades_order_idx').on(t.orderId),
    uniqueIndex('payment_trades_applied_order_key')
      .on(t.orderId)
      .where(sql`${t.outcome} = 'applied' and ${t.orderId} is not null`),
    check('payment_trades_purpose', sql`(${t.purpose} = 'order' and ${t.orderId} is not null) or (${t.purpose} = 'topup' and ${t.orderId} is null)`),
    check('payment_trades_status', sql`${t.status} in ('pending', 'paid', 'closed')`),
    check('payment_trades_outcome', sql`${t.outcome} is null or ${t.outcome} in ('applied', 'refunded')`),
    check('payment_trades_channel', sql`${t.channel} in ('page', 'wap', 'qr')`),
    check('payment_trades_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Money going back to where it came from: a wallet credit (done at once), an Alipay refund (pending
 * until the gateway accepted `out_request_no`; retried by a job, idempotent at the gateway), or a bank
 * transfer an operator makes by hand (pending until marked done). `out_request_no` is the idempotency
 * key of the refund (one per sub-order rejection, order cancellation, rejected rest, or orphan trade).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    outRequestNo: varchar({ length: 64 }).notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    orderItemId: bigint({ mode: 'number' }).references(() => orderItems.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    channel: varchar({ length: 8 }).notNull(),
    tradeId: bigint({ mode: 'number' }).references(() => paymentTrades.id),
    amount: bigint({ mode: 'number' }).notNull(),
    reason: varchar({ length: 60 }).notNull(),
    status: varchar({ length: 8 }).notNull().default('pending'),
    lastError: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_out_request_no_key').on(t.outRequestNo),
    index('payment_refunds_order_idx').on(t.orderId),
    // The insights' refunds of a period (decision 0061).
    index('payment_refunds_done_idx')
      .on(t.doneAt)
      .where(sql`${t.status} = 'done'`),
    index('payment_refunds_pending_idx')
      .on(t.channel, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_refunds_channel', sql`${t.channel} in ('wallet', 'alipay', 'transfer')`),
    check('payment_refunds_status', sql`${t.status} in ('pending', 'done')`),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
    check('payment_refunds_alipay_trade', sql`${t.channel} <> 'alipay' or ${t.tradeId} is not null`),
  ],
);

/** The review of an order's offline-transfer proof (the proof URLs and status live on `orders`). */
export const offlineTransfers = pgTable('offline_transfers', {
  orderId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => orders.id),
  uploadedAt: timestamp({ withTimezone: true }).notNull(),
  reviewedAt: timestamp({ withTimezone: true }),
  reviewedBy: bigint({ mode: 'number' }).references(() => users.id),
  refuseReason: varchar({ length: 200 }),
});

/**
 * The built-in sandbox gateway's keys (development and tests, without real Alipay credentials): the
 * app's key pair (signs requests) and the gateway's (signs notifies). Generated on first use and kept
 * here so every server process on this database agrees. Never used with real credentials.
 */
export const alipaySandboxKeys = pgTable(
  'alipay_sandbox_keys',
  {
    id: smallint().primaryKey(),
    appId: varchar({ length: 32 }).notNull(),
    appPrivateKey: text().notNull(),
    appPublicKey: text().notNull(),
    gatewayPrivateKey: text().notNull(),
    gatewayPublicKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('alipay_sandbox_keys_single', sql`${t.id} = 1`)],
);

/** The sandbox gateway's own record of trades (what Alipay would know). Amounts are yuan strings. */
export const alipaySandboxTrades = pgTable(
  'alipay_sandbox_trades',
  {
    outTradeNo: varchar({ length: 64 }).primaryKey(),
    appId: varchar({ length: 32 }).notNull(),
    method: varchar({ length: 40 }).notNull(),
    subject: varchar({ length: 256 }).notNull(),
    totalAmount: varchar({ length: 16 }).notNull(),
    notifyUrl: text().notNull(),
    returnUrl: text().notNull().default(''),
    status: varchar({ length: 16 }).notNull().default('WAIT_BUYER_PAY'),
    tradeNo: varchar({ length: 64 }).notNull(),
    timeExpire: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('alipay_sandbox_trades_status', sql`${t.status} in ('WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED')`)],
);

export const alipaySandboxRefunds = pgTable('alipay_sandbox_refunds', {
  outRequestNo: varchar({ length: 64 }).primaryKey(),
  outTradeNo: varchar({ length: 64 })
    .notNull()
    .references(() => alipaySandboxTrades.outTradeNo),
  refundAmount: varchar({ length: 16 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** The built-in Alipay sandbox's record of fund transfers (alipay.fund.trans.uni.transfer), once per out_biz_no. */
export const alipaySandboxTransfers = pgTable('alipay_sandbox_transfers', {
  outBizNo: varchar({ length: 64 }).primaryKey(),
  orderId: varchar({ length: 40 }).notNull(),
  transAmount: varchar({ length: 16 }).notNull(),
  payeeIdentity: varchar({ length: 64 }).notNull(),
  payeeName: varchar({ length: 60 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
