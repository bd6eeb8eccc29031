import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_UNPAID_ORDERS,
  ORDER_STATUSES,
  ORDER_STATUS_NAMES,
  REVIEW_HOURS,
  UNPAID_CANCEL_HOURS,
  aggregateOrderStatus,
  canBuyerCancel,
  canTransition,
  executionStatus,
  holdsDates,
  invoiceAvailableFrom,
  isFinalStatus,
  isOrderStatus,
  isUnpaidExpired,
  nextStatuses,
  reviewDeadline,
  unpaidDeadline,
  type OrderStatus,
} from './order-status';

describe('transitions', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['submitted', 'paid'],
    ['submitted', 'cancelled'],
    ['paid', 'approved'],
    ['paid', 'rejected'],
    ['paid', 'cancelled'],
    ['approved', 'executing'],
    ['executing', 'finished'],
  ];

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
  });

  it.each([
    ['submitted', true, false, true],
    ['paid', true, false, true],
    ['approved', false, false, true],
    ['executing', false, false, true],
    ['finished', false, true, false],
    ['rejected', false, true, false],
    ['cancelled', false, true, false],
  ] as const)('%s: buyer cancel %s, final %s, holds %s', (status, cancel, final, holds) => {
    expect(canBuyerCancel(status)).toBe(cancel);
    expect(isFinalStatus(status)).toBe(final);
    expect(holdsDates(status)).toBe(holds);
    expect(nextStatuses(status).length === 0).toBe(final);
    expect(ORDER_STATUS_NAMES[status]).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  it('recognizes statuses', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });

  it('has the spec constants', () => {
    expect([UNPAID_CANCEL_HOURS, REVIEW_HOURS, MAX_UNPAID_ORDERS]).toEqual([48, 24, 10]);
  });
});

describe('aggregateOrderStatus', () => {
  it.each([
    [['submitted'], 'submitted'],
    [['submitted', 'submitted'], 'submitted'],
    [['paid', 'paid'], 'paid'],
    [['paid', 'approved'], 'paid'],
    [['paid', 'rejected'], 'paid'],
    [['approved', 'approved'], 'approved'],
    [['approved', 'rejected'], 'approved'],
    [['rejected', 'rejected'], 'rejected'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['cancelled', 'rejected'], 'rejected'],
    [['approved', 'executing'], 'executing'],
    [['approved', 'finished'], 'executing'],
    [['executing', 'finished'], 'executing'],
    [['finished', 'finished'], 'finished'],
    [['finished', 'rejected'], 'finished'],
  ] as const)('%j → %s', (subs, expected) => {
    expect(aggregateOrderStatus(subs)).toBe(expected);
  });

  it('needs sub-orders', () => {
    expect(() => aggregateOrderStatus([])).toThrow(RangeError);
  });

  it('is one of its sub-order statuses (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { minLength: 1, maxLength: 8 }), (subs) => {
        const status = aggregateOrderStatus(subs);
        return subs.includes(status) || (status === 'executing' && subs.some((s) => s === 'approved' || s === 'finished'));
      }),
    );
  });
});

describe('deadlines', () => {
  const created = new Date('2026-12-01T10:00:00+08:00');

  it.each([
    ['2026-12-03T09:59:59+08:00', false],
    ['2026-12-03T10:00:00+08:00', true],
  ])('unpaid at %s expired: %s', (now, expired) => {
    expect(isUnpaidExpired(created, new Date(now))).toBe(expired);
  });

  it('computes the 48 h and 24 h deadlines', () => {
    expect(unpaidDeadline(created).toISOString()).toBe('2026-12-03T02:00:00.000Z');
    expect(reviewDeadline(created).toISOString()).toBe('2026-12-02T02:00:00.000Z');
  });

  it.each([
    ['2026-12-09', 'approved'],
    ['2026-12-10', 'executing'],
    ['2026-12-12', 'executing'],
    ['2026-12-13', 'finished'],
  ] as const)('on %s a 12-10..12-12 booking is %s', (today, status) => {
    expect(executionStatus('2026-12-10', '2026-12-12', today)).toBe(status);
  });

  it('invoices from the 2nd day of execution', () => {
    expect(invoiceAvailableFrom('2026-12-31')).toBe('2027-01-01');
  });
});
