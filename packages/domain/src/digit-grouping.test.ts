import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './digit-grouping';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234.5, '-1,234.5'],
    ['123456.78', '123,456.78'],
  ])('%s → %s', (value, expected) => {
    expect(groupThousands(value)).toBe(expected);
  });

  it('writes every safe integer as zh-CN does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (value) => groupThousands(value) === value.toLocaleString('zh-CN'),
      ),
    );
  });

  it('leaves what is not a number as it is', () => {
    expect(groupThousands(Number.NaN)).toBe('NaN');
    expect(groupThousands('—')).toBe('—');
  });
});
