import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderItems, orders } from './orders';

/**
 * After-sales and delivery (售后与履约, decision 0045), owned by modules/after-sales. Money in fen.
 */

/** A supplier's photos of the set-up booth (from the first booked date). */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderItemId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    /** Who posted it: the supplier or its staff. */
    createdBy: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_proofs_item_idx').on(t.orderItemId, t.createdAt), check('delivery_proofs_images', sql`cardinality(${t.images}) between 1 and 9`)],
);

export const AFTER_SALE_STATUS_SQL = `('awaiting_supplier', 'countered', 'refused', 'arbitration', 'refunded', 'closed', 'cancelled')`;
export const OPEN_AFTER_SALE_SQL = `('awaiting_supplier', 'countered', 'refused', 'arbitration')`;

/** The sub-order a case or a deposit is about, with its order and its two parties (fresh builders per table). */
const subOrderParties = () => ({
  orderId: bigint({ mode: 'number' })
    .notNull()
    .references(() => orders.id),
  orderItemId: bigint({ mode: 'number' })
    .notNull()
    .references(() => orderItems.id),
  buyerId: bigint({ mode: 'number' })
    .notNull()
    .references(() => users.id),
  supplierId: bigint({ mode: 'number' })
    .notNull()
    .references(() => users.id),
});

/**
 * A buyer's after-sales case on one sub-order. Every status change is a compare-and-set on the expected
 * status; at most one open case per sub-order (a partial unique index: two racing openings, one wins).
 * `refunded_amount` is what the case refunded (once, keyed `AS<id>`).
 */
export const afterSalesCases = pgTable(
  'after_sales_cases',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ...subOrderParties(),
    reasonId: smallint().notNull(),
    description: varchar({ length: 500 }).notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amount: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 20 }).notNull().default('awaiting_supplier'),
    /** Agreed, offered (counter) or decided amount. */
    agreedAmount: bigint({ mode: 'number' }),
    /** The next deadline: the supplier's (awaiting_supplier) or the buyer's (countered, refused). */
    respondBy: timestamp({ withTimezone: true }),
    escalatedAt: timestamp({ withTimezone: true }),
    decidedBy: bigint({ mode: 'number' }).references(() => users.id),
    decisionNote: varchar({ length: 500 }),
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('after_sales_cases_one_open_key')
      .on(t.orderItemId)
      .where(sql`${t.status} in ${sql.raw(OPEN_AFTER_SALE_SQL)}`),
    index('after_sales_cases_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('after_sales_cases_supplier_idx').on(t.supplierId, t.createdAt.desc()),
    index('after_sales_cases_status_idx').on(t.status, t.respondBy),
    check('after_sales_cases_status_known', sql`${t.status} in ${sql.raw(AFTER_SALE_STATUS_SQL)}`),
    check('after_sales_cases_amounts', sql`${t.amount} > 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('after_sales_cases_refunded', sql`(${t.status} = 'refunded') = (${t.refundedAmount} > 0)`),
  ],
);

/** The case's timeline: each step with who took it, the amount, the note and photos. Append-only. */
export const afterSalesSteps = pgTable(
  'after_sales_steps',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    caseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id),
    actor: varchar({ length: 10 }).notNull(),
    actorId: bigint({ mode: 'number' }).references(() => users.id),
    action: varchar({ length: 12 }).notNull(),
    amount: bigint({ mode: 'number' }),
    note: varchar({ length: 500 }),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('after_sales_steps_case_idx').on(t.caseId, t.id),
    check('after_sales_steps_actor_known', sql`${t.actor} in ('buyer', 'supplier', 'operator', 'system')`),
  ],
);

/**
 * The deposit of an order, held from the day its deposit line finished until `release_at` (3 days
 * later), then settled once: `refunded` to the buyer's wallet and `deducted` (the supplier's claim, an
 * earning without commission) always add up to `amount`. The claim lives on the same row (`claim_*`);
 * each change is a compare-and-set on `status`/`claim_status`.
 */
export const depositHolds = pgTable(
  'deposit_holds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ...subOrderParties(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** held → claimed → settled, or held → settled. */
    status: varchar({ length: 8 }).notNull().default('held'),
    releaseAt: timestamp({ withTimezone: true }).notNull(),
    claimStatus: varchar({ length: 8 }),
    claimAmount: bigint({ mode: 'number' }),
    claimReason: varchar({ length: 500 }),
    claimImages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    claimedBy: bigint({ mode: 'number' }).references(() => users.id),
    claimedAt: timestamp({ withTimezone: true }),
    decidedAmount: bigint({ mode: 'number' }),
    decidedBy: bigint({ mode: 'number' }).references(() => users.id),
    decisionNote: varchar({ length: 500 }),
    refunded: bigint({ mode: 'number' }).notNull().default(0),
    deducted: bigint({ mode: 'number' }).notNull().default(0),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deposit_holds_order_key').on(t.orderId),
    uniqueIndex('deposit_holds_item_key').on(t.orderItemId),
    index('deposit_holds_due_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'held'`),
    check('deposit_holds_status_known', sql`${t.status} in ('held', 'claimed', 'settled')`),
    check('deposit_holds_claim_status_known', sql`${t.claimStatus} is null or ${t.claimStatus} in ('claimed', 'accepted', 'disputed', 'decided')`),
    check(
      'deposit_holds_money',
      sql`${t.amount} > 0 and ${t.refunded} >= 0 and ${t.deducted} >= 0 and ${t.refunded} + ${t.deducted} <= ${t.amount}
        and (${t.claimAmount} is null or ${t.claimAmount} between 1 and ${t.amount})`,
    ),
    check(
      'deposit_holds_settled',
      sql`(${t.status} = 'settled') = (${t.settledAt} is not null) and (${t.status} <> 'settled' or ${t.refunded} + ${t.deducted} = ${t.amount})`,
    ),
  ],
);
