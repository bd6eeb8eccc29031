import type { Coupon } from '@vm/domain/coupons';
import { computeOrderTotals, type TotalsLine } from '@vm/domain/order-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { usableCoupons } from '../coupons/use-coupon';
import { dayLine, newBuyer, orderBody, pointsOf, preview, seedOrderCatalogue, submitOrder } from './test/order-fixtures';

/**
 * Issue 5 "Done when": totals, coupon and points match packages/domain for a table of orders. The
 * expected figures are computed here with computeOrderTotals from prices written out by hand (the
 * fixture's), and compared with the preview, the stored order and its sub-orders, the coupon and the
 * points ledger.
 */

let t: TestContext;
let f: CatalogueFixture;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
  // S7: 12.5 % subsidy, at most ¥15,000 after subsidy; S3: 50 % subsidy, at least ¥2,000 after.
  await t.deps.pool.query('update selling_resources set subsidy_rate = 12.5, max_after_subsidy = 1500000 where id = $1', [f.booths.S7]);
  await t.deps.pool.query('update selling_resources set subsidy_rate = 50, min_after_subsidy = 200000, max_after_subsidy = 100000000 where id = $1', [
    f.booths.S3,
  ]);
  await t.deps.pool.query('update selling_resource_prices set price = 8000 where selling_resource_id = $1', [f.booths.S4]);
});
afterAll(async () => {
  await t.close();
});

interface Case {
  name: string;
  lines: { booth: keyof CatalogueFixture['booths']; dates: string[]; prices: number[]; units?: number; term?: number }[];
  coupon?: { scope: number; target?: 'booth' | 'category'; amount: number; min: number };
  points?: { balance: number; requested: number };
}

const CASES: Case[] = [
  { name: 'one line, one date', lines: [{ booth: 'S6', dates: ['2026-12-10'], prices: [100000] }] },
  {
    name: 'special and raised prices, two lines, several units',
    lines: [
      { booth: 'S1', dates: ['2026-11-30', '2026-12-05', '2026-12-06'], prices: [60000, 150000, 80000] },
      { booth: 'S6', dates: ['2026-12-12'], prices: [100000], units: 2 },
    ],
  },
  { name: 'subsidy capped by the maximum after subsidy', lines: [{ booth: 'S7', dates: ['2026-12-10', '2026-12-11'], prices: [900000, 900000] }] },
  { name: 'subsidy bounded by the minimum after subsidy', lines: [{ booth: 'S3', dates: ['2026-12-10'], prices: [250000] }] },
  {
    name: 'all-scope coupon',
    lines: [{ booth: 'S6', dates: ['2026-12-14', '2026-12-15'], prices: [100000, 100000] }],
    coupon: { scope: 1, amount: 10000, min: 100000 },
  },
  {
    name: 'booth coupon on one of two lines',
    lines: [
      { booth: 'S1', dates: ['2026-12-10'], prices: [80000] },
      { booth: 'S6', dates: ['2026-12-16'], prices: [100000] },
    ],
    coupon: { scope: 5, target: 'booth', amount: 5000, min: 50000 },
  },
  { name: 'points, rounded to blocks', lines: [{ booth: 'S6', dates: ['2026-12-17'], prices: [100000] }], points: { balance: 7000, requested: 5500 } },
  {
    name: 'category coupon and points capped at 10000',
    lines: [
      { booth: 'S7', dates: ['2026-12-20'], prices: [900000] },
      { booth: 'S1', dates: ['2026-12-20'], prices: [80000] },
    ],
    coupon: { scope: 3, target: 'category', amount: 20000, min: 500000 },
    points: { balance: 20000, requested: 12000 },
  },
  { name: 'a month lease, two units', lines: [{ booth: 'S2', dates: ['2026-12-15'], prices: [2000000], units: 2, term: 4 }] },
];

async function boothFacts(booth: number) {
  return (
    await t.deps.pool.query(
      `select s.id, p.community_id, p.category_id, s.subsidy_rate::float8 as rate, s.min_after_subsidy, s.max_after_subsidy
       from selling_resources s join physical_resources p on p.id = s.physical_resource_id where s.id = $1`,
      [booth],
    )
  ).rows[0];
}

async function receiveCoupon(token: string, userId: number, spec: NonNullable<Case['coupon']>, booth: number): Promise<Coupon> {
  const facts = await boothFacts(booth);
  const target = spec.target === 'booth' ? booth : spec.target === 'category' ? facts.category_id : null;
  const couponId = await createTemplate(t, operator, { scope: spec.scope, target_id: target, amount: spec.amount, min_goods_amount: spec.min });
  const received = await t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive`, headers: bearer(token), payload: { quantity: 1 } });
  const id = received.json().result.id as number;
  return (await usableCoupons(t.deps.pool, userId, t.clock.now())).find((coupon) => coupon.id === id)!;
}

describe('order totals match packages/domain', () => {
  it.each(CASES)('$name', async (example) => {
    const buyer = await newBuyer(t, { points: example.points?.balance });
    const coupon = example.coupon ? await receiveCoupon(buyer.token, buyer.userId, example.coupon, f.booths[example.lines[0]!.booth]) : null;
    const lines: TotalsLine[] = [];
    for (const line of example.lines) {
      const facts = await boothFacts(f.booths[line.booth]);
      lines.push({
        prices: line.prices,
        units: line.units ?? 1,
        subsidy_rate: facts.rate,
        min_after_subsidy: facts.min_after_subsidy,
        max_after_subsidy: facts.max_after_subsidy,
        deposit: 50000,
        community_id: facts.community_id,
        field_type_id: facts.category_id,
        selling_resource_id: facts.id,
      });
    }
    const expected = computeOrderTotals({
      lines,
      coupon,
      points: example.points?.requested ?? 0,
      pointsBalance: example.points?.balance ?? 0,
      now: t.clock.now(),
    });
    expect(expected.coupon_problem).toBeNull();
    const body = orderBody(
      example.lines.map((line) => dayLine(f.booths[line.booth], line.dates, line.units ?? 1, line.term ?? 9)),
      { point: example.points?.requested ?? 0, coupon_id: coupon?.id ?? null },
    );

    const previewed = (await preview(t, buyer.token, body)).json().result;
    expect(previewed).toMatchObject({
      total_amount: expected.total_amount,
      subsidy: expected.subsidy,
      total_deposit: expected.total_deposit,
      coupon: expected.coupon,
      integral: expected.integral,
      points: expected.points,
      total_actual_price: expected.total_actual_price,
      problems: [],
      can_submit: true,
    });

    const response = await submitOrder(t, buyer.token, { ...body, total_actual_price: expected.total_actual_price });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().result.id as number;
    const order = (
      await t.deps.pool.query('select total_amount, subsidy, total_deposit, coupon, integral, points, actual_fee, user_coupon_id from orders where id = $1', [
        id,
      ])
    ).rows[0];
    expect(order).toEqual({
      total_amount: expected.total_amount,
      subsidy: expected.subsidy,
      total_deposit: expected.total_deposit,
      coupon: expected.coupon,
      integral: expected.integral,
      points: expected.points,
      actual_fee: expected.total_actual_price,
      user_coupon_id: coupon?.id ?? null,
    });
    const items = (
      await t.deps.pool.query('select amount, subsidy, coupon, integral, payable, deposit from order_items where order_id = $1 order by position', [id])
    ).rows;
    expect(items).toEqual(
      expected.lines.map(({ amount, subsidy, coupon: share, integral, payable, deposit }) => ({ amount, subsidy, coupon: share, integral, payable, deposit })),
    );

    if (coupon) {
      const used = (await t.deps.pool.query('select status, order_id from user_coupons where id = $1', [coupon.id])).rows[0];
      expect(used).toEqual({ status: 'used', order_id: id });
    }
    expect(await pointsOf(t, buyer.userId)).toBe((example.points?.balance ?? 0) - expected.points);
  });
});

describe('refused figures', () => {
  it('refuses a total one fen off, an unfitting coupon, points on a small order and someone else’s coupon', async () => {
    const buyer = await newBuyer(t, { points: 3000 });
    const other = await newBuyer(t);
    const bigCoupon = await receiveCoupon(buyer.token, buyer.userId, { scope: 1, amount: 10000, min: 1000000 }, f.booths.S6);
    const body = orderBody([dayLine(f.booths.S6, ['2026-12-18'])]);
    const right = (await preview(t, buyer.token, body)).json().result.total_actual_price as number;

    const attempts: [string, Record<string, unknown>, number, string][] = [
      ['one fen off', { ...body, total_actual_price: right + 1 }, 409, '价格已变动，请刷新后重新提交'],
      ['coupon below threshold', { ...body, coupon_id: bigCoupon.id, total_actual_price: right }, 422, '订单金额未满10000.00元，无法使用该优惠券'],
      [
        'points on ¥80',
        { ...orderBody([dayLine(f.booths.S4, ['2026-12-18'])]), point: 1000, total_actual_price: 58000 },
        422,
        '订单金额小于100元，无法使用积分抵扣',
      ],
      ['another buyer’s coupon', { ...body, coupon_id: bigCoupon.id, total_actual_price: right }, 404, '优惠券不存在'],
      [
        'two coupons',
        { ...body, coupon_id: bigCoupon.id, resources: [{ ...dayLine(f.booths.S6, ['2026-12-18']), coupon_id: bigCoupon.id + 1 }], total_actual_price: right },
        422,
        '每个订单只能使用一张优惠券',
      ],
    ];
    for (const [name, payload, status, msg] of attempts) {
      const token = name === 'another buyer’s coupon' ? other.token : buyer.token;
      const response = await submitOrder(t, token, payload);
      expect([name, response.statusCode, response.json().msg]).toEqual([name, status, msg]);
    }
    const unused = (await t.deps.pool.query('select status from user_coupons where id = $1', [bigCoupon.id])).rows[0];
    expect(unused.status).toBe('unused');
    expect(await pointsOf(t, buyer.userId)).toBe(3000);
    expect((await t.deps.pool.query('select count(*)::int as n from orders')).rows[0].n).toBe(CASES.length);
  });
});

describe('the preview is a read', () => {
  it('answers the same preview twice within a second (the checkout opened in a second tab)', async () => {
    const buyer = await newBuyer(t, { balance: 0 });
    const body = orderBody([dayLine(f.booths.S1, ['2026-12-21'])]);
    const first = await preview(t, buyer.token, body);
    const again = await preview(t, buyer.token, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
  });
});
