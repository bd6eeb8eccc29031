import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { assertFen, fenToYuanString, formatYuan, isFen, isNonNegativeFen, multiplyFen, percentOf, sumFen, tryYuanToFen, yuanToFen } from './money';

const safeFen = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [50, '¥0.50'],
    [100, '¥1.00'],
    [123450, '¥1,234.50'],
    [100000000, '¥1,000,000.00'],
    [99999, '¥999.99'],
    [-5, '-¥0.05'],
    [-123450, '-¥1,234.50'],
  ])('%i fen → %s', (fen, expected) => {
    expect(formatYuan(fen)).toBe(expected);
  });

  it('rejects non-integers', () => {
    expect(() => formatYuan(1.5)).toThrow(RangeError);
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe('fenToYuanString', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10001, '100.01'],
    [123450, '1234.50'],
    [-1, '-0.01'],
  ])('%i → %s', (fen, expected) => {
    expect(fenToYuanString(fen)).toBe(expected);
  });
});

describe('yuanToFen', () => {
  it.each([
    ['100.01', 10001],
    ['100.1', 10010],
    ['100', 10000],
    ['0.01', 1],
    [' 7 ', 700],
    ['-3.5', -350],
    ['+2', 200],
    ['1234.56', 123456],
    [100.01, 10001],
    [0.29, 29],
    [1.15, 115],
    [0, 0],
    ['-0', 0],
  ] as const)('%s → %i', (input, expected) => {
    expect(yuanToFen(input)).toBe(expected);
  });

  it.each(['1.234', '1e3', '.5', '5.', '', 'abc', '1,000', '¥5', '--1', '90071992547409.92'])('rejects %j', (input) => {
    expect(tryYuanToFen(input)).toBeNull();
    expect(() => yuanToFen(input)).toThrow(RangeError);
  });

  it.each([0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 0.001])('rejects the number %d', (input) => {
    expect(tryYuanToFen(input)).toBeNull();
  });

  it('round-trips every amount through fenToYuanString (property)', () => {
    fc.assert(fc.property(safeFen, (fen) => yuanToFen(fenToYuanString(fen)) === fen));
  });

  it('reads yuan with two decimals exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (yuan, cents) => {
        const text = `${yuan}.${String(cents).padStart(2, '0')}`;
        return yuanToFen(text) === yuan * 100 + cents && yuanToFen(Number(text)) === yuan * 100 + cents;
      }),
    );
  });
});

describe('percentOf', () => {
  it.each([
    [10000, 10, 1000],
    [10001, 10, 1000],
    [10005, 10, 1001], // 1000.5 rounds up
    [10004, 10, 1000],
    [15, 10, 2], // 1.5 → 2
    [14, 10, 1],
    [1000, 12.5, 125],
    [999, 12.5, 125], // 124.875 → 125
    [3, 50, 2], // 1.5 → 2
    [0, 30, 0],
    [12345, 0, 0],
    [12345, 100, 12345],
    [-15, 10, -2], // half away from zero
    [1, 0.000001, 0],
  ])('%i × %d%% = %i', (fen, percent, expected) => {
    expect(percentOf(fen, percent)).toBe(expected);
  });

  it.each([-1, Number.NaN, 1e-7, Number.POSITIVE_INFINITY])('rejects percent %d', (percent) => {
    expect(() => percentOf(100, percent)).toThrow(RangeError);
  });

  it('is within half a fen of the exact value and monotone (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 100 }), (fen, percent) => {
        const result = percentOf(fen, percent);
        const exactTimes100 = BigInt(fen) * BigInt(percent);
        const diff = BigInt(result) * 100n - exactTimes100;
        return diff * 2n <= 100n && diff * 2n > -100n && result <= fen && percentOf(fen + 1, percent) >= result;
      }),
    );
  });
});

describe('safe integer checks', () => {
  it.each([
    [0, true, true],
    [-1, true, false],
    [1.5, false, false],
    [Number.MAX_SAFE_INTEGER, true, true],
    [Number.MAX_SAFE_INTEGER + 1, false, false],
    ['5', false, false],
  ])('%j: isFen %s, isNonNegativeFen %s', (value, fen, nonNegative) => {
    expect(isFen(value)).toBe(fen);
    expect(isNonNegativeFen(value)).toBe(nonNegative);
  });

  it('assertFen rejects negatives on request', () => {
    expect(assertFen(-1)).toBe(-1);
    expect(() => assertFen(-1, 'x', { nonNegative: true })).toThrow(/x must not be negative/);
  });

  it('sumFen and multiplyFen throw on overflow', () => {
    expect(sumFen([1, 2, 3])).toBe(6);
    expect(sumFen([])).toBe(0);
    expect(() => sumFen([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(multiplyFen(250, 4)).toBe(1000);
    expect(() => multiplyFen(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => multiplyFen(100, 1.5)).toThrow(RangeError);
  });

  it('formatYuan and fenToYuanString agree (property)', () => {
    fc.assert(fc.property(safeFen, (fen) => formatYuan(fen).replace(/[¥,]/g, '') === fenToYuanString(fen)));
  });
});
