import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import { checkoutLinesFromParam } from './checkout-selection';

const lineParam = (url: string) => new URL(url, 'http://localhost').searchParams.get('lines');

describe('checkout lines in the address', () => {
  it('round-trips the order lines through paths.checkout, Chinese text included', () => {
    const lines = [{ id: 9, count: 2, dates: [{ term_type_id: 9, date: '2026-12-01' }], leave_words: '请靠近入口' }];
    const url = paths.checkout([3], [], lines);
    expect(url).toMatch(/^\/orders\/confirm\?physical_resource_ids=3&lines=[A-Za-z0-9_-]+$/);
    expect(checkoutLinesFromParam(lineParam(url))).toEqual([expect.objectContaining(lines[0])]);
  });

  it('leaves the parameter out when there are no lines', () => {
    expect(paths.checkout([3], [41])).toBe('/orders/confirm?physical_resource_ids=3&cart_items=41');
  });

  it('rejects a missing, damaged or invalid parameter', () => {
    expect(checkoutLinesFromParam(null)).toBeNull();
    expect(checkoutLinesFromParam('')).toBeNull();
    expect(checkoutLinesFromParam('not base64!')).toBeNull();
    expect(checkoutLinesFromParam(btoa('not json'))).toBeNull();
    expect(checkoutLinesFromParam(lineParam(paths.checkout([3], [], [])))).toBeNull();
    // A line the contracts refuse (no dates, a count of 0) is not taken.
    const bad = paths.checkout([3], [], [{ id: 9, count: 0, dates: [] }]);
    expect(checkoutLinesFromParam(lineParam(bad))).toBeNull();
  });
});
