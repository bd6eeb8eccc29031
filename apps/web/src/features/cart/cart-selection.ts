import type { CartItem } from '@vm/contracts/cart';
import { type Fen } from '@vm/domain/money';
import { computeOrderTotals } from '@vm/domain/order-totals';

/** Figures of the ticked cart lines, as the server priced them today (fen). */
export interface CartSelectionTotals {
  count: number;
  amount: Fen;
  subsidy: Fen;
  /** An order pays the largest deposit of its lines, not their sum (docs/spec/product-spec.md section 9). */
  deposit: Fen;
  /** amount − subsidy + deposit, before coupons and points chosen at checkout. */
  payable: Fen;
}

/**
 * The ticked lines' totals through the domain's computeOrderTotals (the rule the checkout and the
 * server apply, deposit included): each line at the amount and subsidy the server priced today.
 */
export function cartSelectionTotals(items: readonly CartItem[]): CartSelectionTotals {
  if (items.length === 0) return { count: 0, amount: 0, subsidy: 0, deposit: 0, payable: 0 };
  const totals = computeOrderTotals({
    lines: items.map((item) => ({ prices: [item.amount], units: 1, subsidy: item.subsidy, deposit: item.deposit })),
    now: new Date(),
  });
  return { count: items.length, amount: totals.total_amount, subsidy: totals.subsidy, deposit: totals.total_deposit, payable: totals.total_actual_price };
}
