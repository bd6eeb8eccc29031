import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';

describe('orderNumber', () => {
  it('is the business date and the id padded to 8 digits, longer ids as they are', () => {
    expect(orderNumber('2026-11-22', 42)).toBe('2026112200000042');
    expect(orderNumber('2026-01-05', 12345678)).toBe('2026010512345678');
    expect(orderNumber('2026-01-05', 123456789)).toBe('20260105123456789');
  });

  it('refuses what is not an id or a date', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(() => orderNumber('2026-11-22', id)).toThrow(RangeError);
    expect(() => orderNumber('20261122' as never, 1)).toThrow(RangeError);
  });
});
