import type {
  AfterSaleDetail,
  AfterSaleSummary,
  Deposit,
  DeliveryProof as ContractDeliveryProof,
  OperatorAfterSale,
  OperatorDepositClaim,
  TimelineEntry,
} from '@vm/contracts/after-sales';

/**
 * The after-sales answers (packages/contracts/src/after-sales.ts): money in fen, times Shanghai ISO. A row of
 * the operator's queue carries `decide_by`; the lists' rows are read through one shape.
 */
export type AfterSalesRow = AfterSaleSummary & { decide_by?: string | null };
export type AfterSalesCase = AfterSaleDetail & { decide_by?: string | null };
export type AfterSalesEvent = TimelineEntry;
export type AfterSalesRole = 'buyer' | 'supplier';
export type DeliveryProof = ContractDeliveryProof;
export type DepositState = Deposit;
export type DepositClaimRow = OperatorDepositClaim;
export type OperatorCaseRow = OperatorAfterSale;
