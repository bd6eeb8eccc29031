import { describe, expect, it } from 'vitest';
import { afterSaleWindowEnd, afterSaleWindowOpen, depositReleaseAt, isOpenAfterSale, respondBy } from './after-sales';

describe('after-sales rules', () => {
  const item = { firstDate: '2026-12-01', lastDate: '2026-12-03' };
  it('opens from the first booked date until the start of the 8th day after the last', () => {
    expect(afterSaleWindowEnd('2026-12-03').toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(afterSaleWindowOpen({ ...item, status: 'approved' }, new Date('2026-11-30T15:59:59Z'))).toBe(false);
    expect(afterSaleWindowOpen({ ...item, status: 'approved' }, new Date('2026-11-30T16:00:00Z'))).toBe(true);
    expect(afterSaleWindowOpen({ ...item, status: 'paid' }, new Date('2026-12-02T00:00:00Z'))).toBe(false);
    expect(afterSaleWindowOpen({ ...item, status: 'finished' }, new Date('2026-12-10T15:59:59Z'))).toBe(true);
    expect(afterSaleWindowOpen({ ...item, status: 'finished' }, new Date('2026-12-10T16:00:00Z'))).toBe(false);
  });
  it('holds the deposit 3 days after the sub-order finished', () => {
    expect(depositReleaseAt('2026-12-03').toISOString()).toBe('2026-12-06T16:00:00.000Z');
  });
  it('gives the other side 48 hours; open states freeze the earning', () => {
    expect(respondBy(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(['awaiting_supplier', 'countered', 'refused', 'arbitration'].every(isOpenAfterSale)).toBe(true);
    expect(['refunded', 'closed', 'cancelled'].some(isOpenAfterSale)).toBe(false);
  });
});
