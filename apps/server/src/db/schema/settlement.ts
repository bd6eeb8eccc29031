import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './catalogue-taxonomy';
import { orderItems } from './orders';

/**
 * Settlement (结算, docs/spec/business-rules.md "Settlement"): owned by modules/settlement; no other module writes
 * these tables. Money in fen, rates in basis points.
 */

/**
 * Commission rules set by the operator: supplier and category both null is the platform default. A
 * deleted rule stays (deleted_at) as history; one live rule per scope.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    supplierId: bigint({ mode: 'number' }).references(() => users.id),
    categoryId: integer().references(() => categories.id),
    rate: integer().notNull(),
    createdBy: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deletedBy: bigint({ mode: 'number' }).references(() => users.id),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('commission_rules_live_scope_key')
      .on(sql`coalesce(${t.supplierId}, 0)`, sql`coalesce(${t.categoryId}, 0)`)
      .where(sql`${t.deletedAt} is null`),
    check('commission_rules_rate_range', sql`${t.rate} between 0 and 10000`),
  ],
);

export const EARNING_KINDS = ['earning', 'refund', 'case', 'deposit'] as const;

/**
 * What the platform owes a supplier for a sub-order: its `earning` (written at approval with the rate
 * frozen then; pending → available after the sub-order finished and the hold passed, or reversed by a
 * refund before that) and, for a refund after availability, one negative `refund` entry. At most one
 * of each per sub-order; a `case` entry per after-sales refund (gross −amount, commission mirrored, pending
 * or available as its earning is; decision 0045) and a `deposit` entry for a deposit claim (no commission).
 */
export const settlementEarnings = pgTable(
  'settlement_earnings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderItemId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    kind: varchar({ length: 8 }).notNull(),
    /** The after-sales case a `case` entry answers (one per case). */
    caseId: bigint({ mode: 'number' }),
    gross: bigint({ mode: 'number' }).notNull(),
    commission: bigint({ mode: 'number' }).notNull(),
    net: bigint({ mode: 'number' }).notNull(),
    rate: integer().notNull(),
    status: varchar({ length: 10 }).notNull(),
    availableAt: timestamp({ withTimezone: true }).notNull(),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('settlement_earnings_item_kind_key')
      .on(t.orderItemId, t.kind)
      .where(sql`${t.kind} <> 'case'`),
    uniqueIndex('settlement_earnings_case_key')
      .on(t.caseId)
      .where(sql`${t.caseId} is not null`),
    index('settlement_earnings_supplier_idx').on(t.supplierId, t.createdAt.desc(), t.id.desc()),
    index('settlement_earnings_due_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
    /** The insights' commission of a period's sub-orders (decision 0056): INCLUDE commission, hand-written in 0036. */
    index('settlement_earnings_item_commission_idx')
      .on(t.orderItemId)
      .where(sql`${t.kind} = 'earning'`),
    check('settlement_earnings_kind_known', sql`${t.kind} in ('earning', 'refund', 'case', 'deposit')`),
    check('settlement_earnings_case_has_case', sql`(${t.kind} = 'case') = (${t.caseId} is not null)`),
    check('settlement_earnings_status_known', sql`${t.status} in ('pending', 'available', 'reversed')`),
    check('settlement_earnings_split', sql`${t.net} = ${t.gross} - ${t.commission} and ${t.rate} between 0 and 10000`),
    check(
      'settlement_earnings_sign',
      sql`(${t.kind} = 'earning' and ${t.gross} >= 0 and ${t.commission} >= 0 and ${t.net} >= 0)
        or (${t.kind} = 'refund' and ${t.gross} <= 0 and ${t.commission} <= 0 and ${t.net} <= 0 and ${t.status} = 'available')
        or (${t.kind} = 'case' and ${t.gross} < 0 and ${t.commission} <= 0 and ${t.net} <= 0)
        or (${t.kind} = 'deposit' and ${t.gross} > 0 and ${t.commission} = 0 and ${t.net} = ${t.gross})`,
    ),
    check('settlement_earnings_reversed_at', sql`(${t.status} = 'reversed') = (${t.reversedAt} is not null)`),
  ],
);

export const BANK_ACCOUNT_COLUMNS = { accountName: 60, bankName: 60, accountNumber: 30 } as const;

/**
 * A supplier's bank account for payouts (company name, bank, number). A removed account keeps its row
 * (`deleted_at`) for the withdrawals that name it; the number may then be added again.
 */
export const supplierBankAccounts = pgTable(
  'supplier_bank_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    accountName: varchar({ length: BANK_ACCOUNT_COLUMNS.accountName }).notNull(),
    bankName: varchar({ length: BANK_ACCOUNT_COLUMNS.bankName }).notNull(),
    accountNumber: varchar({ length: BANK_ACCOUNT_COLUMNS.accountNumber }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('supplier_bank_accounts_number_key')
      .on(t.supplierId, t.accountNumber)
      .where(sql`${t.deletedAt} is null`),
    check('supplier_bank_accounts_number_digits', sql`${t.accountNumber} ~ '^[0-9]{8,30}$'`),
  ],
);

/**
 * A withdrawal: `pending` reserves the amount at once (available → withdrawing in the ledger); staff pay
 * it (`paid`, with the bank reference or the Alipay transfer's order id) or refuse it (`refused`, with a
 * reason; the amount returns). Each decision is a compare-and-set on `pending`.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    bankAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => supplierBankAccounts.id),
    amount: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    channel: varchar({ length: 8 }),
    reference: varchar({ length: 64 }),
    reason: varchar({ length: 200 }),
    decidedBy: bigint({ mode: 'number' }).references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_supplier_idx').on(t.supplierId, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_known', sql`${t.status} in ('pending', 'paid', 'refused')`),
    // The channels are PAYOUT_CHANNELS (packages/domain settlement.ts); drizzle-kit reads this file without the workspace packages.
    check('withdrawals_paid_has_reference', sql`(${t.status} = 'paid') = (${t.reference} is not null and ${t.channel} in ('bank', 'alipay'))`),
    check('withdrawals_refused_has_reason', sql`(${t.status} = 'refused') = (${t.reason} is not null)`),
    check('withdrawals_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

export const LEDGER_BUCKETS = ['pending', 'available', 'withdrawing', 'withdrawn'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];
export const LEDGER_KINDS = ['earned', 'released', 'reversed', 'refunded', 'reserved', 'paid', 'refused'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The supplier's balance as movements (fen, signed): every change of an earning or a withdrawal is a
 * row per bucket it touches (an earning enters `pending`; its release moves it pending → available;
 * a withdrawal moves available → withdrawing → withdrawn or back). Each bucket's balance is the sum of
 * its rows, so pending + available + withdrawing + withdrawn = Σ of the live earnings' nets. The unique
 * keys make each movement happen once, however often a job or a retried request runs.
 */
export const settlementLedger = pgTable(
  'settlement_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    bucket: varchar({ length: 12 }).notNull(),
    kind: varchar({ length: 10 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    earningId: bigint({ mode: 'number' }).references(() => settlementEarnings.id),
    withdrawalId: bigint({ mode: 'number' }).references(() => withdrawals.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('settlement_ledger_supplier_idx').on(t.supplierId, t.bucket),
    uniqueIndex('settlement_ledger_earning_move_key')
      .on(t.earningId, t.kind, t.bucket)
      .where(sql`${t.earningId} is not null`),
    uniqueIndex('settlement_ledger_withdrawal_move_key')
      .on(t.withdrawalId, t.kind, t.bucket)
      .where(sql`${t.withdrawalId} is not null`),
    check('settlement_ledger_bucket_known', sql`${t.bucket} in ('pending', 'available', 'withdrawing', 'withdrawn')`),
    check('settlement_ledger_kind_known', sql`${t.kind} in ('earned', 'released', 'reversed', 'refunded', 'reserved', 'paid', 'refused')`),
    check('settlement_ledger_one_source', sql`(${t.earningId} is null) <> (${t.withdrawalId} is null)`),
    check('settlement_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
