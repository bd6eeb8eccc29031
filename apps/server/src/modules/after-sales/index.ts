/**
 * The public face of the after-sales module (售后与履约, decision 0045): the only file other modules, the
 * workflows and http/ import. It owns delivery_proofs, after_sales_cases, after_sales_steps and
 * deposit_holds; nobody else writes them. The refunds of a case are composed in workflows/after-sales.ts.
 */
export { postDeliveryProof, listDeliveryProofs } from './delivery-proofs';
export {
  afterSaleReasons,
  caseDetail,
  caseFor,
  hasOpenCase,
  listCases,
  listOperatorCases,
  moveCase,
  noteCaseStep,
  openCase,
  overdueCaseIds,
  recordCaseEvent,
  type CaseRow,
} from './cases';
export {
  acceptClaim,
  claimDeposit,
  decideClaim,
  depositOf,
  disputeClaim,
  dueHoldIds,
  ensureHold,
  listOperatorClaims,
  ordersAwaitingHold,
  settleHold,
  unansweredClaimIds,
} from './deposits';
export { refundableRent, subOrderFacts, type Party, type Reader } from './sub-orders';
