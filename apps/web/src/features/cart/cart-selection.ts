import type { CartItem } from '@vm/contracts/cart';
import { sumFen, type Fen } from '@vm/domain/money';

/** Figures of the ticked cart lines, as the server priced them today (fen). */
export interface CartSelectionTotals {
  count: number;
  amount: Fen;
  subsidy: Fen;
  /** An order pays the largest deposit of its lines, not their sum (product-spec section 9). */
  deposit: Fen;
  /** amount − subsidy + deposit, before coupons and points chosen at checkout. */
  payable: Fen;
}

export function cartSelectionTotals(items: readonly CartItem[]): CartSelectionTotals {
  const amount = sumFen(items.map((item) => item.amount));
  const subsidy = sumFen(items.map((item) => item.subsidy));
  const deposit = Math.max(0, ...items.map((item) => item.deposit));
  return { count: items.length, amount, subsidy, deposit, payable: amount - subsidy + deposit };
}
