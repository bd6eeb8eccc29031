/**
 * The public face of the settlement module (结算): the only file other modules and the workflows import.
 * It owns commission_rules, settlement_earnings, settlement_ledger, supplier_bank_accounts and
 * withdrawals; nobody else writes them. Routes are registered by app.ts, not exported here.
 */
export {
  recordCaseRefund,
  recordDepositEarning,
  recordEarning,
  releaseDueEarnings,
  releaseDueIn,
  settleItemRefund,
  type CaseSettlement,
  type RefundSettlement,
} from './earnings';
export { balanceOf, bucketOf, move as moveSupplierMoney } from './ledger';
export { settlementJobs } from './settlement-jobs';
export { reconcile, financeOverview } from './finance-overview';

// Used by the HTTP layer (apps/server/src/http/).
export { addCommissionRule, commissionRuleHistory, deleteCommissionRule, listCommissionRules } from './commission-rules';
export { payoutBatchCsv } from './payout-batch';
export { alipayPayout, bankPayout, payWithdrawal } from './payouts';
export { listWithdrawals, refuseWithdrawal, requestWithdrawal } from './withdrawals';
export { addBankAccount, listBankAccounts, removeBankAccount } from './bank-accounts';
export { incomeByMonth, listEarnings } from './earnings-list';
export { buildStatement, statementCsv, statementXlsx } from './statements';
