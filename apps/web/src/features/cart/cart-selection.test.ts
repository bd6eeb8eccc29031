import type { CartItem } from '@vm/contracts/cart';
import { describe, expect, it } from 'vitest';
import { cartSelectionTotals } from './cart-selection';

const line = (amount: number, subsidy: number, deposit: number) => ({ amount, subsidy, deposit }) as CartItem;

describe('cartSelectionTotals', () => {
  it.each([
    { name: 'nothing ticked', lines: [], expected: { count: 0, amount: 0, subsidy: 0, deposit: 0, payable: 0 } },
    { name: 'one line', lines: [line(100_000, 10_000, 50_000)], expected: { count: 1, amount: 100_000, subsidy: 10_000, deposit: 50_000, payable: 140_000 } },
    {
      name: 'the largest deposit, not the sum',
      lines: [line(100_000, 0, 50_000), line(30_001, 1, 80_000)],
      expected: { count: 2, amount: 130_001, subsidy: 1, deposit: 80_000, payable: 210_000 },
    },
  ])('$name', ({ lines, expected }) => {
    expect(cartSelectionTotals(lines)).toEqual(expected);
  });
});
