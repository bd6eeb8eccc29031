import { describe, expect, it } from 'vitest';
import { datesOfMonth, isBusinessMonth, monthInShanghai, monthLabel, monthWeeks, occupancyLevel, reviewTimeLeft, shiftMonth } from './supplier-home';

describe('review deadline', () => {
  const deadline = '2026-11-24T10:00:00+08:00';
  const at = (iso: string) => Date.parse(iso);

  it('counts down hours and minutes', () => {
    expect(reviewTimeLeft(deadline, at('2026-11-23T10:00:00+08:00'))).toEqual({ overdue: false, urgent: false, text: '24小时00分' });
    expect(reviewTimeLeft(deadline, at('2026-11-24T08:54:51+08:00'), { seconds: true })).toEqual({ overdue: false, urgent: true, text: '1小时05分09秒' });
  });

  it('turns urgent under two hours and overdue at the deadline', () => {
    expect(reviewTimeLeft(deadline, at('2026-11-24T08:00:00+08:00'))?.urgent).toBe(false);
    expect(reviewTimeLeft(deadline, at('2026-11-24T08:00:01+08:00'))?.urgent).toBe(true);
    expect(reviewTimeLeft(deadline, at('2026-11-24T10:00:00+08:00'))).toEqual({ overdue: true, urgent: true, text: '已超时' });
  });

  it('ignores an unreadable deadline', () => {
    expect(reviewTimeLeft('soon', 0)).toBeNull();
  });
});

describe('months', () => {
  it('are Shanghai months', () => {
    expect(monthInShanghai(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(monthInShanghai(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11');
  });

  it('shift across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 14)).toBe('2027-07');
    expect(() => shiftMonth('2026-13', 1)).toThrow(RangeError);
  });

  it('know their dates and labels', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(monthLabel('2026-03')).toBe('2026年3月');
    expect(isBusinessMonth('2026-11')).toBe(true);
    expect(isBusinessMonth('2026-1')).toBe(false);
  });

  it('lay out as Monday-first weeks', () => {
    // 2026-11-01 is a Sunday: six blanks first; the 30th is a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe('occupancy', () => {
  it.each([
    [0, 3, false, 'free'],
    [1, 3, false, 'partial'],
    [3, 3, false, 'full'],
    [0, 3, true, 'closed'],
    [1, 3, true, 'closed'],
    [3, 3, true, 'full'],
  ] as const)('held %i of %i, unavailable %s: %s', (held, count, unavailable, level) => {
    expect(occupancyLevel(held, count, unavailable)).toBe(level);
  });
});
