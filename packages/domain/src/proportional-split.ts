import { assertFen } from './money';

/**
 * Splits `total` fen into integer parts proportional to `weights` (largest-remainder method), so that
 * the parts always sum to exactly `total`. Used to spread a coupon or a points discount across order
 * lines so that each line can be refunded on its own.
 *
 * - Every part is `floor(total × w / Σw)` plus at most one extra fen; extra fen go to the largest
 *   remainders, ties to the earlier index (deterministic).
 * - A zero weight always gets 0, and when `total ≤ Σw` no part exceeds its weight.
 * - `total` and weights must be non-negative safe integers; when all weights are 0, `total` must be 0.
 *
 * @example splitProportionally(100, [1, 1, 1]) // → [34, 33, 33]
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  assertFen(total, 'total', { nonNegative: true });
  weights.forEach((weight, index) => assertFen(weight, `weights[${index}]`, { nonNegative: true }));
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total !== 0) throw new RangeError('cannot split a non-zero total over zero weights');
    return weights.map(() => 0);
  }
  const bigTotal = BigInt(total);
  const parts = weights.map((weight) => (bigTotal * BigInt(weight)) / weightSum);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (bigTotal * BigInt(weight)) % weightSum,
  }));
  let left = bigTotal - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index, remainder } of remainders) {
    if (left === 0n) break;
    if (remainder === 0n) continue;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part));
}
