import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  EARNING_STATUSES,
  MAX_COMMISSION_RATE,
  PAYOUT_CHANNELS,
  SETTLEMENT_MESSAGES,
  STATEMENT_MONTH_PATTERN,
  WITHDRAWAL_STATUSES,
} from '@vm/domain/settlement';
import { z } from 'zod';
import { MAX_ID, zNumeric, zPage, zPageOf, zPageSize, zQueryInt } from './common';

/** docs/spec/api.md "Settlement — fixed". Money in fen, rates in basis points (800 = 8 %), instants ISO with +08:00. */

const zOptionalId = (name: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${name}必须是数字` })
      .int({ error: `${name}必须是整数` })
      .positive({ error: `${name}不正确` })
      .max(MAX_ID, { error: `${name}不正确` }),
  )
    .nullable()
    .optional();

export const ZCommissionRule = z.object({
  id: z.number().int(),
  supplier_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  rate: z.number().int(),
  supplier_name: z.string().nullable(),
  category_name: z.string().nullable(),
  created_at: z.string(),
});
export type CommissionRuleView = z.infer<typeof ZCommissionRule>;

/** A rule with its life: who added and removed it, when (the page's history). */
export const ZCommissionRuleHistory = ZCommissionRule.extend({
  deleted_at: z.string().nullable(),
  created_by: z.string().nullable(),
  deleted_by: z.string().nullable(),
});
export type CommissionRuleHistory = z.infer<typeof ZCommissionRuleHistory>;

export const ZCommissionRuleBody = z.object({
  supplier_id: zOptionalId('供应商ID'),
  category_id: zOptionalId('场地类型ID'),
  rate: zNumeric(
    z.coerce
      .number({ error: SETTLEMENT_MESSAGES.rate })
      .int({ error: SETTLEMENT_MESSAGES.rate })
      .min(0, { error: SETTLEMENT_MESSAGES.rate })
      .max(MAX_COMMISSION_RATE, { error: SETTLEMENT_MESSAGES.rate }),
  ),
});
export type CommissionRuleBody = z.infer<typeof ZCommissionRuleBody>;

export const ZEarningStatus = z.enum(EARNING_STATUSES, { error: '状态不正确' });

export const ZEarningsQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), ZEarningStatus.optional()),
  month: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().regex(STATEMENT_MONTH_PATTERN, { error: SETTLEMENT_MESSAGES.month }).optional(),
  ),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export type EarningsQuery = z.infer<typeof ZEarningsQuery>;

export const ZEarning = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  order_id: z.number().int(),
  order_num: z.string(),
  field_name: z.string(),
  first_date: z.string(),
  last_date: z.string(),
  /**
   * `earning`, or `refund` for the negative entry of a refund after the money was available; `case` an
   * after-sales refund's negative entry, `deposit` a granted deposit claim (no commission) — decision 0045.
   */
  kind: z.enum(['earning', 'refund', 'case', 'deposit']),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  rate: z.number().int(),
  status: ZEarningStatus,
  available_at: z.string(),
  created_at: z.string(),
});
export type Earning = z.infer<typeof ZEarning>;
export const ZEarningPage = zPageOf(ZEarning);

export const ZBalance = z.object({ pending: z.number().int(), available: z.number().int(), withdrawing: z.number().int(), withdrawn: z.number().int() });
export type Balance = z.infer<typeof ZBalance>;

const trimmed = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `最多${max}个字` });

export const ZBankAccountBody = z.object({
  account_name: trimmed(SETTLEMENT_MESSAGES.accountName, 60),
  bank_name: trimmed(SETTLEMENT_MESSAGES.bankName, 60),
  account_number: z
    .string({ error: SETTLEMENT_MESSAGES.accountNumber })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(BANK_ACCOUNT_NUMBER_PATTERN, { error: SETTLEMENT_MESSAGES.accountNumber })),
});
export type BankAccountBody = z.input<typeof ZBankAccountBody>;

export const ZBankAccount = z.object({
  id: z.number().int(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof ZBankAccount>;

export const ZWithdrawalBody = z.object({
  amount: zNumeric(
    z.coerce
      .number({ error: SETTLEMENT_MESSAGES.amount })
      .int({ error: SETTLEMENT_MESSAGES.amount })
      .positive({ error: SETTLEMENT_MESSAGES.amount })
      .max(Number.MAX_SAFE_INTEGER, { error: SETTLEMENT_MESSAGES.amount }),
  ),
  bank_account_id: zNumeric(
    z.coerce
      .number({ error: SETTLEMENT_MESSAGES.bankAccount })
      .int({ error: SETTLEMENT_MESSAGES.bankAccount })
      .positive({ error: SETTLEMENT_MESSAGES.bankAccount })
      .max(MAX_ID, { error: SETTLEMENT_MESSAGES.bankAccount }),
  ),
});
export type WithdrawalBody = z.infer<typeof ZWithdrawalBody>;

export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES, { error: '状态不正确' });

const ZBankAccountShort = z.object({ id: z.number().int(), account_name: z.string(), bank_name: z.string(), account_number: z.string() });

export const ZWithdrawal = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  amount: z.number().int(),
  status: ZWithdrawalStatus,
  bank_account: ZBankAccountShort,
  /** `bank` (the operator typed the bank reference) or `alipay` (alipay.fund.trans.uni.transfer); null until paid. */
  channel: z.enum(PAYOUT_CHANNELS).nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalPage = zPageOf(ZWithdrawal);

export const ZOperatorWithdrawal = ZWithdrawal.extend({ supplier_name: z.string(), supplier_mobile: z.string() });
export type OperatorWithdrawal = z.infer<typeof ZOperatorWithdrawal>;
export const ZOperatorWithdrawalPage = zPageOf(ZOperatorWithdrawal);

export const ZWithdrawalsQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), ZWithdrawalStatus.optional()),
  page: zPage,
  page_size: zPageSize(100, 20),
});

export const ZPayWithdrawalBody = z.object({ reference: trimmed(SETTLEMENT_MESSAGES.reference, 64) });
export const ZRefuseWithdrawalBody = z.object({ reason: trimmed(SETTLEMENT_MESSAGES.reason, 200) });

export const ZStatementQuery = z.object({
  month: z.string({ error: SETTLEMENT_MESSAGES.month }).regex(STATEMENT_MONTH_PATTERN, { error: SETTLEMENT_MESSAGES.month }),
  format: z.enum(['csv', 'xlsx'], { error: '格式应为csv或xlsx' }).default('csv'),
});

export const ZMonthlyIncome = z.object({ month: z.string(), gross: z.number().int(), commission: z.number().int(), net: z.number().int() });
export type MonthlyIncome = z.infer<typeof ZMonthlyIncome>;

export const ZIncomeQuery = z.object({
  months: zQueryInt('月数', { positive: true })
    .pipe(z.number().max(36, { error: '最多36个月' }))
    .default(12),
});

/** GET /api/operator/finance: the platform's side of settlement. */
export const ZFinanceOverview = z.object({
  commission_by_month: z.array(ZMonthlyIncome),
  owed: z.object({ pending: z.number().int(), available: z.number().int(), total: z.number().int() }),
  withdrawals_in_flight: z.object({ count: z.number().int(), amount: z.number().int() }),
  suppliers: z.array(ZBalance.extend({ supplier_id: z.number().int(), supplier_name: z.string() })),
  reconciliation: z.object({
    paid_orders: z.number().int(),
    refunds: z.number().int(),
    deposits_returned: z.number().int(),
    supplier_nets: z.number().int(),
    commission: z.number().int(),
    /** Subsidies, coupons and points the platform funded on earned sub-orders (it pays the supplier the full rent). */
    platform_funded: z.number().int(),
    still_held: z.number().int(),
    difference: z.number().int(),
    /**
     * Per-ledger checks (decision 0045): `wallets` — every wallet's balance equals its ledger and no refund
     * recorded to a wallet is missing from it; `earnings` — the suppliers' earnings equal the rent they were
     * paid less commission and after-sales refunds, and their movement ledger holds exactly the live nets.
     */
    checks: z.array(z.object({ key: z.string(), label: z.string(), expected: z.number().int(), actual: z.number().int(), difference: z.number().int() })),
  }),
});
export type FinanceOverview = z.infer<typeof ZFinanceOverview>;

export const ZRefundOrderItemBody = z.object({ reason: trimmed('请填写退款原因', 60) });
export const ZRefundOrderItemResult = z.object({ id: z.number().int(), refunded: z.number().int(), earning: z.enum(['reversed', 'negative_entry', 'none']) });
