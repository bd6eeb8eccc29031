import { describe, expect, it } from 'vitest';
import {
  conversionOf,
  daySourcesOf,
  gmvOf,
  insightsPeriodError,
  isBotUserAgent,
  MEDIAN_WINDOW,
  medianOf,
  medianOfWindowAndList,
  medianWindowRanks,
  occupancyOf,
  offeredUnitDays,
  paidOrdersOf,
  runsOfDays,
  topEntries,
  topOfRolledAndLive,
  type InsightsPeriod,
} from './insights';

const period = { from: '2026-11-01', to: '2026-11-30' };

describe('insights definitions', () => {
  it('GMV sums the rent of sub-orders paid in the period only', () => {
    expect(
      gmvOf(
        [
          { amount: 10_000, paidDay: '2026-11-01' },
          { amount: 2_500, paidDay: '2026-11-30' },
          { amount: 99, paidDay: '2026-12-01' },
          { amount: 77, paidDay: null },
        ],
        period,
      ),
    ).toBe(12_500);
  });
  it('paid orders count orders paid in the period', () => {
    expect(paidOrdersOf([{ paidDay: '2026-11-05' }, { paidDay: '2026-10-31' }, { paidDay: null }], period)).toBe(1);
  });
  it('top venues and suppliers rank GMV of the period, then paid orders, then the smaller id', () => {
    const items = [
      // Venue 7: one order over two booths (counts once), and an order paid after the period (not counted).
      { id: 7, orderId: 1, amount: 3_000, paidDay: '2026-11-02' },
      { id: 7, orderId: 1, amount: 2_000, paidDay: '2026-11-02' },
      { id: 7, orderId: 2, amount: 90_000, paidDay: '2026-12-01' },
      // Venue 3: the same GMV in two orders ranks above 7.
      { id: 3, orderId: 3, amount: 2_500, paidDay: '2026-11-03' },
      { id: 3, orderId: 4, amount: 2_500, paidDay: '2026-11-04' },
      // Venue 9 and 2: equal GMV and orders, the smaller id first; venue 5 never paid.
      { id: 9, orderId: 5, amount: 100, paidDay: '2026-11-30' },
      { id: 2, orderId: 6, amount: 100, paidDay: '2026-11-01' },
      { id: 5, orderId: 7, amount: 80_000, paidDay: null },
    ];
    expect(topEntries(items, period)).toEqual([
      { id: 3, gmv: 5_000, paid_orders: 2 },
      { id: 7, gmv: 5_000, paid_orders: 1 },
      { id: 2, gmv: 100, paid_orders: 1 },
      { id: 9, gmv: 100, paid_orders: 1 },
    ]);
    expect(topEntries(items, period, 2).map((entry) => entry.id)).toEqual([3, 7]);
  });
  it('occupancy is booked ÷ offered unit-days, 0 when nothing is offered', () => {
    expect(occupancyOf(15, offeredUnitDays(1, 30))).toBe(0.5);
    expect(occupancyOf(1, 3)).toBe(0.3333);
    expect(occupancyOf(5, 0)).toBe(0);
    expect(occupancyOf(40, 30)).toBe(1);
  });
  it('conversion and median', () => {
    expect(conversionOf(1, 4)).toBe(0.25);
    expect(conversionOf(3, 0)).toBe(0);
    expect(medianOf([])).toBe(0);
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([1, 2, 3, 4])).toBe(3);
  });
  it('periods: valid dates, from ≤ to, at most 366 days', () => {
    expect(insightsPeriodError('2026-01-01', '2026-12-31')).toBeNull();
    expect(insightsPeriodError('2026-02-30', '2026-03-01')).toBe('开始日期无效');
    expect(insightsPeriodError('2026-03-02', '2026-03-01')).toBe('开始日期不能晚于结束日期');
    expect(insightsPeriodError('2025-01-01', '2026-01-02')).toBe('查询区间不能超过366天');
  });
  it('self-declared robots are not visitors, browsers are', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });
});

describe('daySourcesOf (decision 0061)', () => {
  it('reads the rolled days from the roll-up and the others live, as runs of consecutive days', () => {
    const period = { from: '2026-11-01', to: '2026-11-07' };
    expect(daySourcesOf(period, new Set(['2026-11-02', '2026-11-03', '2026-11-06']))).toEqual({
      rolled: ['2026-11-02', '2026-11-03', '2026-11-06'],
      live: [
        { from: '2026-11-01', to: '2026-11-01' },
        { from: '2026-11-04', to: '2026-11-05' },
        { from: '2026-11-07', to: '2026-11-07' },
      ],
    });
  });

  it('reads a period nothing of which is rolled as one live run, and a fully rolled one with no live run', () => {
    const period = { from: '2026-12-30', to: '2027-01-02' };
    expect(daySourcesOf(period, new Set())).toEqual({ rolled: [], live: [period] });
    const all = new Set(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daySourcesOf(period, all)).toEqual({ rolled: [...all], live: [] });
    // Days outside the period do not matter.
    expect(daySourcesOf({ from: '2026-12-31', to: '2026-12-31' }, new Set(['2026-12-30']))).toEqual({
      rolled: [],
      live: [{ from: '2026-12-31', to: '2026-12-31' }],
    });
  });
});

describe('medianOfWindowAndList (decision 0061)', () => {
  const windowOf = (sorted: number[], lo: number, hi: number) => ({ n: sorted.length, lo, values: sorted.slice(lo, hi + 1) });
  it('equals medianOf of all the values whenever the live list is short, and refuses when it cannot know', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 1_000;
    for (let round = 0; round < 300; round += 1) {
      const rolled = Array.from({ length: 1 + Math.floor(random()) }, () => Math.round(random() * 7) / 7).sort((a, b) => a - b);
      const live = Array.from({ length: Math.floor(random() / 20) }, () => Math.round(random() * 7) / 7).sort((a, b) => a - b);
      const mid = Math.floor(rolled.length / 2);
      const half = Math.max(live.length, 1 + Math.floor(random() / 100));
      const window = windowOf(rolled, Math.max(0, mid - half), Math.min(rolled.length - 1, mid + half));
      expect(medianOfWindowAndList(window, live)).toBe(medianOf([...rolled, ...live]));
    }
    // A window too narrow for the live values pulling the median away: null, never a wrong figure.
    const rolled = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(medianOfWindowAndList(windowOf(rolled, 4, 4), [0, 0, 0, 0])).toBeNull();
    expect(medianOfWindowAndList(windowOf(rolled, 4, 4), [])).toBe(5);
    expect(medianOfWindowAndList({ n: 0, lo: 0, values: [] }, [3, 9])).toBe(6);
    expect(medianOfWindowAndList({ n: 0, lo: 0, values: [] }, [])).toBe(0);
  });

  it('keeps MEDIAN_WINDOW ranks either side of the middle', () => {
    expect(medianWindowRanks(0)).toEqual({ lo: 0, hi: -1 });
    expect(medianWindowRanks(11)).toEqual({ lo: 0, hi: 10 });
    expect(medianWindowRanks(100_001)).toEqual({ lo: 50_000 - MEDIAN_WINDOW, hi: 50_000 + MEDIAN_WINDOW });
  });
});

describe('runsOfDays and topOfRolledAndLive (decision 0061)', () => {
  it('groups days into runs of consecutive days, in order, across months and years', () => {
    expect(runsOfDays([])).toEqual([]);
    expect(runsOfDays(['2027-01-01', '2026-12-31', '2026-12-29', '2026-12-31'])).toEqual([
      { from: '2026-12-29', to: '2026-12-29' },
      { from: '2026-12-31', to: '2027-01-01' },
    ]);
  });

  it('ranks the summed rolled and live entries exactly as topEntries ranks all the sub-orders', () => {
    let seed = 11;
    const random = (below: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * below);
    const days = { rolled: { from: '2026-11-01', to: '2026-11-27' }, live: { from: '2026-11-28', to: '2026-11-28' } };
    for (let round = 0; round < 200; round += 1) {
      const items = Array.from({ length: 1 + random(60) }, (_, i) => ({
        id: 1 + random(25),
        orderId: 1 + i,
        amount: 100 * (1 + random(5)),
        paidDay: random(4) === 0 ? '2026-11-28' : '2026-11-05',
      }));
      const sumsOf = (period: InsightsPeriod) =>
        new Map(topEntries(items, period, Number.MAX_SAFE_INTEGER).map((entry) => [entry.id, { gmv: entry.gmv, paid_orders: entry.paid_orders }]));
      const rolled = { sums: sumsOf(days.rolled), order: topEntries(items, days.rolled, Number.MAX_SAFE_INTEGER) };
      const limit = 1 + random(10);
      expect(topOfRolledAndLive(rolled, sumsOf(days.live), limit)).toEqual(topEntries(items, { from: '2026-11-01', to: '2026-11-28' }, limit));
    }
  });
});
