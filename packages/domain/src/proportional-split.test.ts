import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { splitProportionally } from './proportional-split';

describe('splitProportionally', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [1, 1], [50, 50]],
    [1, [1, 1, 1], [1, 0, 0]],
    [2, [1, 1, 1], [1, 1, 0]],
    [500, [10000, 30000], [125, 375]],
    [1000, [3000, 0, 7000], [300, 0, 700]],
    [7, [1, 2, 4], [1, 2, 4]],
    [10, [3, 3, 4], [3, 3, 4]],
    [5, [2, 3, 5], [1, 2, 2]], // 1, 1.5, 2.5 → remainders .5 tie: earlier index wins
    [0, [5, 5], [0, 0]],
    [0, [0, 0], [0, 0]],
    [0, [], []],
  ])('%i over %j → %j', (total, weights, expected) => {
    expect(splitProportionally(total, weights)).toEqual(expected);
  });

  it('rejects a non-zero total over zero weights and bad inputs', () => {
    expect(() => splitProportionally(1, [0, 0])).toThrow(RangeError);
    expect(() => splitProportionally(1, [])).toThrow(RangeError);
    expect(() => splitProportionally(-1, [1])).toThrow(RangeError);
    expect(() => splitProportionally(1, [1.5])).toThrow(RangeError);
  });

  it('always sums to the total, stays within one fen of the exact share, never exceeds weights (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 1e9 }), (weights, rawTotal) => {
        const weightSum = weights.reduce((a, b) => a + b, 0);
        const total = weightSum === 0 ? 0 : rawTotal % (weightSum + 1);
        const parts = splitProportionally(total, weights);
        if (parts.reduce((a, b) => a + b, 0) !== total) return false;
        return parts.every((part, i) => {
          const weight = weights[i] ?? 0;
          const diff = BigInt(part) * BigInt(weightSum) - BigInt(total) * BigInt(weight);
          const withinOneFen = weightSum === 0 || (diff < 0n ? -diff : diff) < BigInt(weightSum);
          return part >= 0 && part <= weight && withinOneFen;
        });
      }),
    );
  });
});
