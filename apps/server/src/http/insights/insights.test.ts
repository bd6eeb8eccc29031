import { ZOperatorInsights, ZSupplierInsights } from '@vm/contracts/insights';
import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { rollUpInsights } from '../../modules/insights';
import type { CatalogueFixture } from '../../modules/catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../../modules/orders/test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let supplierToken: string;
let buyer: { userId: number; token: string };
let operator: { userId: number; token: string };
let otherSupplier: { userId: number; token: string };

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken } = await seedOrderCatalogue(t));
  buyer = await newBuyer(t, { balance: 50_000_000 });
  operator = await loginAs(t, '13700000001', ['operator']);
  otherSupplier = await loginAs(t, '13900000077', ['property']);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const view = (venue: number, body: Record<string, unknown> | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/fields/${venue}/views`, headers: { 'user-agent': BROWSER, ...headers }, ...(body ? { payload: body } : {}) });
const viewRows = async (venue: number) =>
  Number((await t.deps.pool.query('select count(*)::int as n from venue_views where physical_resource_id = $1', [venue])).rows[0].n);

describe('POST /api/fields/{id}/views', () => {
  it('counts a view once per visitor, venue and day, keeps only a hash, and skips robots and id-less requests', async () => {
    const venue = f.venues.P2;
    const before = await viewRows(venue);
    expect((await view(venue, { visitor_id: 'visitor-a-123' })).statusCode).toBe(204);
    expect((await view(venue, { visitor_id: 'visitor-a-123' })).statusCode).toBe(204);
    expect(await viewRows(venue)).toBe(before + 1);
    expect((await view(venue, { visitor_id: 'visitor-b-456' })).statusCode).toBe(204);
    expect(await viewRows(venue)).toBe(before + 2);
    // Logged in: the user counts once whatever random id the browser sends.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/fields/${venue}/views`,
          headers: { 'user-agent': BROWSER, ...bearer(buyer.token) },
          payload: { visitor_id: 'x1' },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/fields/${venue}/views`,
          headers: { 'user-agent': BROWSER, ...bearer(buyer.token) },
          payload: { visitor_id: 'x2' },
        })
      ).statusCode,
    ).toBe(204);
    expect(await viewRows(venue)).toBe(before + 3);
    // Robots and requests without an id: 204, not counted.
    expect((await view(venue, { visitor_id: 'bot-1' }, { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0)' })).statusCode).toBe(204);
    const bare = await view(venue, undefined);
    expect(bare.statusCode, bare.body).toBe(204);
    expect(await viewRows(venue)).toBe(before + 3);
    const stored = await t.deps.pool.query<{ visitor: string }>('select visitor from venue_views where physical_resource_id = $1', [venue]);
    for (const row of stored.rows) expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
    // The next day the same visitor counts again.
    t.clock.advance(24 * 3_600_000);
    expect((await view(venue, { visitor_id: 'visitor-a-123' })).statusCode).toBe(204);
    expect(await viewRows(venue)).toBe(before + 4);
  });

  it("shows a visitor once a day in the supplier's venue row and the operator's funnel", async () => {
    const venue = f.venues.P3;
    const today = todayInShanghai(t.clock.now());
    const q = `from=${today}&to=${today}`;
    const supplierViews = async () =>
      ZSupplierInsights.parse((await get(`/api/supplier/insights?${q}`, supplierToken)).json().result).by_venue.find(
        (row) => row.physical_resource_id === venue,
      )!.views;
    const operatorViews = async () => ZOperatorInsights.parse((await get(`/api/operator/insights?${q}`, operator.token)).json().result).funnel.views;
    const [supBefore, opBefore] = [await supplierViews(), await operatorViews()];
    for (let i = 0; i < 3; i += 1) expect((await view(venue, { visitor_id: 'visitor-once-a-day' })).statusCode).toBe(204);
    expect(await supplierViews()).toBe(supBefore + 1);
    expect(await operatorViews()).toBe(opBefore + 1);
    // Another supplier sees no views of it.
    const other = ZSupplierInsights.parse((await get(`/api/supplier/insights?${q}`, otherSupplier.token)).json().result);
    expect(other.totals.views).toBe(0);
  });

  it('answers 404 for an unknown venue and 422 for a malformed id', async () => {
    const unknown = await view(987_654, { visitor_id: 'v' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('场地不存在');
    expect((await view(f.venues.P2, { visitor_id: 'v'.repeat(65) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/fields/abc/views', payload: {} })).statusCode).toBe(422);
  });
});

describe('insights', () => {
  it("moves today's GMV and paid orders by exactly one paid order; the supplier's venue row shows it; others see none", async () => {
    const today = todayInShanghai(t.clock.now());
    const q = `from=${today}&to=${today}`;
    const opBefore = ZOperatorInsights.parse((await get(`/api/operator/insights?${q}&group_by=day`, operator.token)).json().result);
    const supBefore = ZSupplierInsights.parse((await get(`/api/supplier/insights?${q}`, supplierToken)).json().result);

    t.clock.advance(1100);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-10'])]));
    await payOrder(t, orderId);
    const rent = Number((await t.deps.pool.query('select sum(amount)::bigint as s from order_items where order_id = $1', [orderId])).rows[0].s);
    expect(rent).toBeGreaterThan(0);

    const op = ZOperatorInsights.parse((await get(`/api/operator/insights?${q}&group_by=day`, operator.token)).json().result);
    expect(op.totals.gmv - opBefore.totals.gmv).toBe(rent);
    expect(op.totals.paid_orders - opBefore.totals.paid_orders).toBe(1);
    expect(op.series).toHaveLength(1);
    expect(op.series[0]!.key).toBe(today);
    expect(op.series[0]!.gmv).toBe(op.totals.gmv);
    expect(op.funnel.paid).toBe(op.totals.paid_orders);

    for (const group of ['city', 'category']) {
      const grouped = ZOperatorInsights.parse((await get(`/api/operator/insights?${q}&group_by=${group}`, operator.token)).json().result);
      expect(grouped.series.reduce((sum, row) => sum + row.gmv, 0)).toBe(op.totals.gmv);
      expect(grouped.series.every((row) => row.name !== '')).toBe(true);
    }

    const sup = ZSupplierInsights.parse((await get(`/api/supplier/insights?${q}`, supplierToken)).json().result);
    expect(sup.totals.gross - supBefore.totals.gross).toBe(rent);
    expect(sup.totals.paid_orders - supBefore.totals.paid_orders).toBe(1);
    const row = sup.by_venue.find((venue) => venue.physical_resource_id === f.venues.P1)!;
    const rowBefore = supBefore.by_venue.find((venue) => venue.physical_resource_id === f.venues.P1)!;
    expect(row.paid_orders - rowBefore.paid_orders).toBe(1);
    expect(row.gross - rowBefore.gross).toBe(rent);
    expect(sup.series.map((day) => day.key)).toEqual([today]);
    expect(sup.totals.net).toBeLessThanOrEqual(sup.totals.gross);

    // Another supplier sees none of it; a buyer and a guest are refused.
    const other = ZSupplierInsights.parse((await get(`/api/supplier/insights?${q}`, otherSupplier.token)).json().result);
    expect(other.by_venue).toEqual([]);
    expect(other.totals).toEqual({ views: 0, enquiries: 0, paid_orders: 0, gross: 0, net: 0 });
    expect((await get(`/api/supplier/insights?${q}`, buyer.token)).statusCode).toBe(403);
    expect((await get(`/api/operator/insights?${q}`, buyer.token)).statusCode).toBe(403);
    expect((await get(`/api/operator/insights?${q}`, supplierToken)).statusCode).toBe(403);
    expect((await get(`/api/supplier/insights?${q}`, null)).statusCode).toBe(401);
    expect((await get(`/api/operator/insights?${q}`, null)).statusCode).toBe(401);
  });

  it('ranks the top venues and suppliers by the GMV and paid orders of the period', async () => {
    // A day of its own: earlier tests' orders were paid on other days.
    t.clock.advance(3 * 24 * 3_600_000);
    const today = todayInShanghai(t.clock.now());
    const q = `from=${today}&to=${today}`;
    // Venue P5 (booth S7) belongs to a second supplier from now on.
    await t.deps.pool.query('update communities set owner_id = $1 where id = $2', [otherSupplier.userId, f.communities.C4]);
    await t.deps.pool.query('update selling_resources set supplier_id = $1 where id = $2', [otherSupplier.userId, f.booths.S7]);
    const empty = ZOperatorInsights.parse((await get(`/api/operator/insights?${q}`, operator.token)).json().result);
    expect(empty.top_venues).toEqual([]);
    expect(empty.top_suppliers).toEqual([]);

    const rentOf = async (orderId: number) =>
      (
        await t.deps.pool.query<{ top: number; amount: string }>(
          'select top_physical_id as top, amount from order_items where order_id = $1 order by position',
          [orderId],
        )
      ).rows.map((row) => ({ venue: Number(row.top), rent: Number(row.amount) }));
    const pay = async (lines: unknown[]) => {
      t.clock.advance(1100);
      const orderId = await placeOrder(t, buyer.token, orderBody(lines));
      await payOrder(t, orderId);
      return rentOf(orderId);
    };
    const a = await pay([dayLine(f.booths.S1, ['2026-12-20', '2026-12-21'])]); // P1
    const b = await pay([dayLine(f.booths.S7, ['2026-12-20'])]); // P5, the second supplier
    const c = await pay([dayLine(f.booths.S1, ['2026-12-22']), dayLine(f.booths.S6, ['2026-12-22'])]); // P1 and P4, one order
    t.clock.advance(1100);
    await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S3, ['2026-12-20'])])); // P2, never paid

    const p1 = a[0]!.rent + c.find((line) => line.venue === f.venues.P1)!.rent;
    const p4 = c.find((line) => line.venue === f.venues.P4)!.rent;
    const p5 = b[0]!.rent;
    expect(p5).toBeGreaterThan(p1);
    expect(p1).toBeGreaterThan(p4);
    const op = ZOperatorInsights.parse((await get(`/api/operator/insights?${q}`, operator.token)).json().result);
    expect(op.top_venues.map(({ physical_resource_id, gmv, paid_orders }) => ({ physical_resource_id, gmv, paid_orders }))).toEqual([
      { physical_resource_id: f.venues.P5, gmv: p5, paid_orders: 1 },
      { physical_resource_id: f.venues.P1, gmv: p1, paid_orders: 2 },
      { physical_resource_id: f.venues.P4, gmv: p4, paid_orders: 1 },
    ]);
    expect(op.top_venues[1]).toMatchObject({ name: '港汇广场一楼中庭', supplier_name: '13900000001' });
    expect(op.top_venues[0]!.supplier_name).toBe('13900000077');
    expect(op.top_venues.every((venue) => venue.city !== '')).toBe(true);
    const supplierId = f.supplierId;
    expect(op.top_suppliers).toEqual([
      { supplier_id: otherSupplier.userId, name: '13900000077', gmv: p5, paid_orders: 1 },
      { supplier_id: supplierId, name: '13900000001', gmv: p1 + p4, paid_orders: 2 },
    ]);
    // The same definition as the totals: the top lists share out today's GMV and count each paid order per venue.
    expect(op.top_suppliers.reduce((sum, row) => sum + row.gmv, 0)).toBe(op.totals.gmv);
    expect(op.totals.paid_orders).toBe(3);
    // Another day does not see them.
    const tomorrow = ZOperatorInsights.parse(
      (await get(`/api/operator/insights?from=${todayInShanghai(new Date(t.clock.now().getTime() + 86_400_000))}&to=2027-01-31`, operator.token)).json().result,
    );
    expect(tomorrow.top_venues).toEqual([]);
    // Only the operator sees them: suppliers and buyers are refused, and a supplier's own insights carry no top lists.
    for (const token of [supplierToken, otherSupplier.token, buyer.token]) {
      const refused = await get(`/api/operator/insights?${q}`, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().result).toBeNull();
    }
    const own = (await get(`/api/supplier/insights?${q}`, otherSupplier.token)).json().result;
    expect(own).not.toHaveProperty('top_venues');
    expect(own.by_venue.map((row: { physical_resource_id: number }) => row.physical_resource_id)).toEqual([f.venues.P5]);
  });

  it('shows occupancy as booked ÷ offered unit-days and views per venue', async () => {
    const sup = ZSupplierInsights.parse((await get('/api/supplier/insights?from=2026-12-10&to=2026-12-10', supplierToken)).json().result);
    const row = sup.by_venue.find((venue) => venue.physical_resource_id === f.venues.P1)!;
    expect(row.occupancy).toBeGreaterThan(0);
    expect(row.occupancy).toBeLessThanOrEqual(1);
  });

  it('refuses bad periods with a Chinese 422', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', '开始日期无效'],
      ['from=2026-03-02&to=2026-03-01', '开始日期不能晚于结束日期'],
      ['from=2025-01-01&to=2026-01-02', '查询区间不能超过366天'],
      ['from=20260101&to=2026-01-02', '开始日期格式应为YYYY-MM-DD'],
      ['to=2026-01-02', '请选择开始日期'],
    ];
    for (const [query, msg] of cases) {
      for (const [url, token] of [
        [`/api/supplier/insights?${query}`, supplierToken],
        [`/api/operator/insights?${query}`, operator.token],
      ] as const) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().msg, url).toBe(msg);
        expect(response.json().result).toBeNull();
      }
    }
    const group = await get('/api/operator/insights?from=2026-01-01&to=2026-01-02&group_by=week', operator.token);
    expect(group.statusCode).toBe(422);
    expect(group.json().msg).toBe('分组方式只能是 day、city 或 category');
  });
});

describe('the daily roll-up (decision 0061)', () => {
  const all = async (q: string) => ({
    day: (await get(`/api/operator/insights?${q}&group_by=day`, operator.token)).json().result,
    city: (await get(`/api/operator/insights?${q}&group_by=city`, operator.token)).json().result,
    category: (await get(`/api/operator/insights?${q}&group_by=category`, operator.token)).json().result,
    supplier: (await get(`/api/supplier/insights?${q}`, supplierToken)).json().result,
    other: (await get(`/api/supplier/insights?${q}`, otherSupplier.token)).json().result,
  });
  const rolledDays = async () =>
    (await t.deps.pool.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from insights_rolled_days order by day`)).rows.map((row) => row.day);

  it('answers the same from the roll-up as from the raw rows, and a later change to a rolled day shows at once', async () => {
    // The orders above were paid on several days; the period covers them and a day after (today, read live).
    const paidDays = (
      await t.deps.pool.query<{ day: string }>(
        `select distinct to_char((paid_at at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day from order_items where paid_at is not null order by 1`,
      )
    ).rows.map((row) => row.day);
    expect(paidDays.length).toBeGreaterThanOrEqual(2);
    t.clock.advance(24 * 3_600_000);
    const today = todayInShanghai(t.clock.now());
    const q = `from=${addDays(paidDays[0]!, -1)}&to=${today}`;
    const live = await all(q);
    expect(live.day.totals.paid_orders).toBeGreaterThanOrEqual(4);

    expect(await rollUpInsights(t.deps)).toBeGreaterThan(0);
    for (const day of paidDays) expect(await rolledDays()).toContain(day);
    expect(await rolledDays()).not.toContain(today);
    const marks = await t.deps.pool.query(`select 1 from insights_stale_marks where day < $1::date`, [today]);
    expect(marks.rowCount).toBe(0);
    expect(await all(q)).toEqual(live);
    // Asked again (the rolled days' sums kept in memory): the same.
    expect(await all(q)).toEqual(live);
    // Nothing left to roll until something changes.
    expect(await rollUpInsights(t.deps)).toBe(0);

    // Paid today on a venue with rolled sales: the rolled and live sums add up.
    const venueBefore = live.day.top_venues.find((venue: { physical_resource_id: number }) => venue.physical_resource_id === f.venues.P1);
    expect(venueBefore).toBeDefined();
    t.clock.advance(1100);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-28'])]));
    await payOrder(t, orderId);
    const rent = Number((await t.deps.pool.query('select sum(amount)::bigint as s from order_items where order_id = $1', [orderId])).rows[0].s);
    const withToday = await all(q);
    expect(withToday.day.totals.gmv - live.day.totals.gmv).toBe(rent);
    expect(withToday.day.totals.paid_orders - live.day.totals.paid_orders).toBe(1);
    expect(withToday.day.series.at(-1).gmv - live.day.series.at(-1).gmv).toBe(rent);
    const venueAfter = withToday.day.top_venues.find((venue: { physical_resource_id: number }) => venue.physical_resource_id === f.venues.P1);
    expect(venueAfter.gmv - venueBefore.gmv).toBe(rent);
    expect(venueAfter.paid_orders - venueBefore.paid_orders).toBe(1);
    expect(withToday.supplier.totals.gross - live.supplier.totals.gross).toBe(rent);
    expect(withToday.other).toEqual(live.other);
    const snapshot = withToday;

    // A supplier approves a sub-order paid on a rolled day: its earning's commission counts on its pay day at once.
    const item = (
      await t.deps.pool.query<{ id: number; amount: string }>(
        `select i.id, i.amount from order_items i where i.status = 'paid' and i.supplier_id = $1 order by i.id limit 1`,
        [f.supplierId],
      )
    ).rows[0]!;
    const approved = await t.app.inject({ method: 'POST', url: `/api/order_items/${item.id}/approve`, headers: bearer(supplierToken), payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const commission = Number(
      (await t.deps.pool.query(`select commission from settlement_earnings where order_item_id = $1 and kind = 'earning'`, [item.id])).rows[0].commission,
    );
    expect(commission).toBeGreaterThan(0);
    const after = await all(q);
    expect(after.day.totals.commission - snapshot.day.totals.commission).toBe(commission);
    expect(after.supplier.totals.net - snapshot.supplier.totals.net).toBe(-commission);
    expect(after.day.totals.gmv).toBe(snapshot.day.totals.gmv);
    // Rolled again, the same answer.
    expect(await rollUpInsights(t.deps)).toBeGreaterThan(0);
    expect(await all(q)).toEqual(after);
  });

  it('keeps the mark of a write still in flight while the job rolls its day', async () => {
    const today = todayInShanghai(t.clock.now());
    const yesterday = addDays(today, -1);
    const q = `from=${yesterday}&to=${yesterday}`;
    await rollUpInsights(t.deps);
    const before = (await get(`/api/operator/insights?${q}`, operator.token)).json().result.funnel.views;
    const addView = (db: { query: typeof writer.query }, visitor: string) =>
      db.query(`insert into venue_views (physical_resource_id, day, visitor) values ($1, $2, repeat($3, 64))`, [f.venues.P4, yesterday, visitor]);
    const writer = await t.deps.pool.connect();
    try {
      // A committed view makes the day due; a second one is written but not committed while the job rolls the day.
      await addView(t.deps.pool, 'a');
      await writer.query('begin');
      await addView(writer, 'b');
      expect(await rollUpInsights(t.deps)).toBe(1);
      expect((await get(`/api/operator/insights?${q}`, operator.token)).json().result.funnel.views).toBe(before + 1);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    // Committed after the job read the day: its mark survived, so the day reads live and the view counts now.
    expect((await get(`/api/operator/insights?${q}`, operator.token)).json().result.funnel.views).toBe(before + 2);
    expect(await rollUpInsights(t.deps)).toBe(1);
    expect((await get(`/api/operator/insights?${q}`, operator.token)).json().result.funnel.views).toBe(before + 2);
  });
});
