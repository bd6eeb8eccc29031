import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../test/test-app';
import { demoImageUrl, ensureDemoImages } from './demo-images';
import { signDemoContracts } from './seed-contracts';
import { seedDemoData } from './seed-demo';

let t: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-seed-test-'));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo marketplace', () => {
  // How long it takes is measured by bench/startup.ts (first start: initdb, migrations, demo data).
  it('loads on an empty database, once', async () => {
    expect(await seedDemoData(t.deps.pool, pino({ level: 'silent' }), { now: t.clock.now() })).toBe(true);
    expect(await seedDemoData(t.deps.pool, pino({ level: 'silent' }), { now: t.clock.now() })).toBe(false);
  });

  it('has several cities with 90 the default, districts, trading areas and subway lines', async () => {
    const cities = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json().result;
    expect(cities.length).toBeGreaterThanOrEqual(6);
    expect(cities.find((city: { id: number }) => city.id === 90)).toMatchObject({ name: '上海', is_default: true });
    const lines = (await t.app.inject({ method: 'GET', url: '/api/regions/subway_lines?city_id=90' })).json().result;
    expect(lines.length).toBeGreaterThanOrEqual(5);
  });

  it('has hundreds of communities with venues, booths of every lease term, comments and sales', async () => {
    const counts = (
      await t.deps.pool.query(
        `select (select count(*)::int from communities) as communities, (select count(*)::int from physical_resources) as physical,
         (select count(*)::int from comments) as comments, (select count(*)::int from sales_records) as sales,
         (select array_agg(distinct lease_term_type_id order by lease_term_type_id) from selling_resource_prices) as terms,
         (select count(*)::int from venue_search) as searchable, (select count(*)::int from physical_resources where parent_id is null) as tops`,
      )
    ).rows[0];
    expect(counts.communities).toBeGreaterThanOrEqual(200);
    expect(counts.physical).toBeGreaterThanOrEqual(1000);
    expect(counts.comments).toBeGreaterThan(100);
    expect(counts.sales).toBeGreaterThan(100);
    expect(counts.terms).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(counts.searchable).toBe(counts.tops);
  });

  it('gives the supplier 13900000001 several communities in city 90, shown as the booth user', async () => {
    const owned = (
      await t.deps.pool.query(`select c.id, c.city_id, u.id as user_id from communities c join users u on u.id = c.owner_id where u.mobile = '13900000001'`)
    ).rows;
    expect(owned.length).toBeGreaterThanOrEqual(3);
    expect(owned.every((row) => row.city_id === 90)).toBe(true);
    const venue = (await t.deps.pool.query('select id from physical_resources where community_id = $1 and parent_id is null limit 1', [owned[0].id])).rows[0];
    const detail = (await t.app.inject({ method: 'GET', url: `/api/fields/${venue.id}` })).json().result;
    expect(detail.selling_resources.length).toBeGreaterThan(0);
    expect(detail.selling_resources.every((booth: { user: { id: number } }) => booth.user.id === owned[0].user_id)).toBe(true);
  });

  it('gives the demo buyer 13800000001 at least ¥10,000 in the wallet', async () => {
    const buyer = (await t.deps.pool.query(`select id from users where mobile = '13800000001'`)).rows[0];
    const balance = (await t.deps.pool.query('select coalesce(sum(amount), 0)::bigint as balance from wallet_entries where user_id = $1', [buyer.id])).rows[0];
    expect(balance.balance).toBeGreaterThanOrEqual(1_000_000);
  });

  it('gives the demo buyer orders in every status, on the demo supplier’s booths, with several awaiting review', async () => {
    const buyer = await loginAs(t, '13800000001');
    const statuses = new Set<string>();
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders?page_size=50', headers: bearer(buyer.token) })).json().result.data;
    for (const order of orders as { status: string }[]) statuses.add(order.status);
    expect([...statuses].sort()).toEqual(['approved', 'cancelled', 'executing', 'finished', 'paid', 'rejected', 'submitted']);
    const supplier = await loginAs(t, '13900000001', ['property']);
    const toReview = (await t.app.inject({ method: 'GET', url: '/api/order_items?status=paid', headers: bearer(supplier.token) })).json().result;
    expect(toReview.total).toBeGreaterThanOrEqual(3);
    const all = (await t.app.inject({ method: 'GET', url: '/api/order_items?page_size=50', headers: bearer(supplier.token) })).json().result.data as {
      status: string;
    }[];
    expect(new Set(all.map((item) => item.status))).toEqual(new Set(['paid', 'approved', 'rejected', 'executing', 'finished', 'cancelled']));
    // Holds agree with the live orders.
    const mismatch = (
      await t.deps.pool.query(
        `select count(*)::int as n from booked_units b where b.held <> coalesce((select sum(h.units) from holds h where h.selling_resource_id = b.selling_resource_id and h.date = b.date), 0)`,
      )
    ).rows[0].n;
    expect(mismatch).toBe(0);
    const balance = (await t.deps.pool.query('select coalesce(sum(amount), 0)::bigint as balance from wallet_entries where user_id = $1', [buyer.userId]))
      .rows[0];
    expect(balance.balance).toBeGreaterThanOrEqual(1_000_000);
  });

  it('gives the demo buyer lease contracts: one signed by the supplier only (to sign), others by both', async () => {
    expect(await signDemoContracts(t.deps)).toBeGreaterThanOrEqual(3);
    const buyer = await loginAs(t, '13800000001');
    const contracts = (await t.app.inject({ method: 'GET', url: '/api/contracts', headers: bearer(buyer.token) })).json().result as {
      status: string;
      signed_by: string[];
      may_sign: boolean;
    }[];
    expect(contracts.some((contract) => contract.status === 'awaiting_signatures' && contract.signed_by.join() === 'supplier' && contract.may_sign)).toBe(true);
    expect(contracts.some((contract) => contract.status === 'signed' && contract.signed_by.length === 2)).toBe(true);
  });

  it('gives the supplier enquiries to quote, a child account 13900000002 and the operator a pending application', async () => {
    const enquiries = (
      await t.deps.pool.query(
        `select count(*)::int as n from enquiries e join selling_resources s on s.id = e.selling_resource_id join users u on u.id = s.supplier_id
        where u.mobile = '13900000001' and s.is_enquiry`,
      )
    ).rows[0].n;
    expect(enquiries).toBeGreaterThanOrEqual(1);
    const child = (
      await t.deps.pool.query(
        `select c.permissions from child_accounts c join users u on u.id = c.user_id join users o on o.id = c.owner_id where u.mobile = '13900000002' and o.mobile = '13900000001'`,
      )
    ).rows[0];
    expect(child.permissions).toEqual(['orders']);
    const operator = await loginAs(t, '13700000001', ['operator']);
    const pending = (await t.app.inject({ method: 'GET', url: '/api/operator/supplier_applications?status=pending', headers: bearer(operator.token) })).json()
      .result;
    expect(pending.data).toEqual([
      expect.objectContaining({ connect_name: '上海示例物业管理有限公司', applicant: expect.objectContaining({ mobile: '13600000001' }) }),
    ]);
  });

  it('gives a demo agent a community run for an owner, a facilitator a listed profile, and the buyer purchased venues', async () => {
    const agent = await loginAs(t, '13500000001', ['business', 'agent']);
    const communities = (await t.app.inject({ method: 'GET', url: '/api/managed_communities', headers: bearer(agent.token) })).json().result.data;
    expect(communities).toEqual([expect.objectContaining({ agent_for: '上海示例置业有限公司' })]);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/service_providers?keyword=${encodeURIComponent('演示活动执行')}` })).json().result;
    expect(listed.data).toEqual([expect.objectContaining({ name: '上海演示活动执行服务有限公司', city_id: 90 })]);
    const buyer = await loginAs(t, '13800000001');
    expect((await t.app.inject({ method: 'GET', url: '/api/purchased_resources', headers: bearer(buyer.token) })).json().result.length).toBeGreaterThan(0);
  });

  it('gives the supplier a price rule to show on its price-rules page', async () => {
    const supplier = await loginAs(t, '13900000001', ['property']);
    const rules = (await t.app.inject({ method: 'GET', url: '/api/price_rules', headers: bearer(supplier.token) })).json().result;
    const list = Array.isArray(rules) ? rules : rules.data;
    expect(list).toEqual([expect.objectContaining({ name: '周末客流高峰上浮', weekdays: [6, 7] })]);
  });

  it('gives the demo buyer messages (a few unread), favourites, a finished order to review, reviews and the review coupon', async () => {
    const buyer = await loginAs(t, '13800000001');
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) })).json().result;
    const messages = await get('/api/user_messages?page_size=50');
    expect(messages.total).toBeGreaterThanOrEqual(10);
    expect(messages.unread_count).toBe(3);
    expect((await get('/api/users/current/badge_info')).unread_count).toBe(3);
    // Every step of an order's life, besides the messages of the other demo parts (demands, invoices, feedback).
    const titles = new Set(messages.data.map((message: { title: string }) => message.title));
    for (const title of ['订单已提交', '支付成功', '订单审核通过', '订单被拒绝', '退款已完成', '订单开始执行', '订单已完成']) expect(titles).toContain(title);
    expect(messages.data.every((message: { body: string }) => !message.body.includes('{order_num}'))).toBe(true);
    expect((await get('/api/favorites')).total).toBe(6);
    expect((await get('/api/comments/pending?city_id=90')).total).toBeGreaterThanOrEqual(1);
    const reviews = await get('/api/comments');
    expect(reviews.total).toBeGreaterThanOrEqual(1);
    expect(reviews.data[0]).toMatchObject({ rating: expect.any(Number), coupon: { text: '评价有礼·满300减30' } });
    const operator = await loginAs(t, '13700000001', ['operator']);
    const rewards = (await t.app.inject({ method: 'GET', url: '/api/operator/coupon_rewards', headers: bearer(operator.token) })).json().result;
    expect(rewards[0]).toMatchObject({ purpose: 'review', text: '评价有礼·满300减30', available: true });
  });

  it('gives the demand hall open demands in several cities, some accepted, one full; the demo buyer sees acceptors', async () => {
    const hall = (await t.app.inject({ method: 'GET', url: '/api/appeal?page_size=50' })).json().result;
    expect(hall.total).toBeGreaterThanOrEqual(7);
    const cities = new Set((hall.data as { cities: { id: number }[] }[]).flatMap((demand) => demand.cities.map((city) => city.id)));
    expect(cities.size).toBeGreaterThanOrEqual(5);
    expect(hall.data.filter((demand: { full: boolean }) => demand.full)).toHaveLength(1);
    expect(hall.data.filter((demand: { accepted_count: number }) => demand.accepted_count > 0).length).toBeGreaterThanOrEqual(3);
    expect(hall.data.every((demand: { mobile: string }) => /^\d{3}\*{4}\d{4}$/.test(demand.mobile))).toBe(true);
    const buyer = await loginAs(t, '13800000001');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/appeal/mine', headers: bearer(buyer.token) })).json().result.data as {
      receivers: { name: string }[];
    }[];
    expect(mine.some((demand) => demand.receivers.some((receiver) => receiver.name === '演示供应商'))).toBe(true);
    const operator = await loginAs(t, '13700000001', ['operator']);
    const followed = (await t.app.inject({ method: 'GET', url: '/api/operator/appeals?status=contacted', headers: bearer(operator.token) })).json().result;
    expect(followed.total).toBeGreaterThanOrEqual(1);
  });

  it('writes reviews in many people’s words, and news whose articles share no paragraph', async () => {
    const venues = (
      await t.deps.pool.query<{ total: number; texts: number }>(
        `select count(*)::int as total, count(distinct content)::int as texts from comments group by top_physical_id having count(*) >= 10`,
      )
    ).rows;
    expect(venues.length).toBeGreaterThan(5);
    // A popular venue's reviews: at most one text said twice.
    for (const venue of venues) expect(venue.texts).toBeGreaterThanOrEqual(venue.total - 1);
    const all = (
      await t.deps.pool.query<{ total: number; texts: number }>('select count(*)::int as total, count(distinct content)::int as texts from comments')
    ).rows[0]!;
    expect(all.texts / all.total).toBeGreaterThan(0.9);
    // The venue page's first page of comments on the most reviewed venue: ten different texts.
    const top = (await t.deps.pool.query<{ id: number }>('select top_physical_id as id from comments group by 1 order by count(*) desc, 1 limit 1')).rows[0]!;
    const page = (await t.app.inject({ method: 'GET', url: `/api/physical_resources/${top.id}/comments?page=1` })).json().result as {
      data: { content: string }[];
    };
    expect(new Set(page.data.map((comment) => comment.content)).size).toBe(page.data.length);

    const articles = (await t.deps.pool.query<{ content: string }>('select content from articles where article_type_id in (17, 18)')).rows;
    expect(articles.length).toBeGreaterThan(8);
    const paragraphs = articles.flatMap((article) => [...new Set(article.content.match(/<p>.*?<\/p>/g) ?? [])]);
    expect(paragraphs.length).toBeGreaterThanOrEqual(articles.length * 2);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it('gives the operator articles to show, feedback to handle and an audit log to read', async () => {
    const operator = await loginAs(t, '13700000001', ['operator']);
    const news = (await t.app.inject({ method: 'GET', url: '/api/articles?article_type_id=17&page=1&page_size=4' })).json().result;
    expect(news.total).toBeGreaterThan(8);
    const helpTypes = (await t.app.inject({ method: 'GET', url: '/api/article_types?kind=help' })).json().result as { id: number }[];
    for (const type of helpTypes) {
      expect((await t.app.inject({ method: 'GET', url: `/api/articles?article_type_id=${type.id}` })).json().result.total).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?article_type_id=10' })).json().result.total).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?article_type_id=20' })).json().result.total).toBeGreaterThanOrEqual(2);
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/operator/feedbacks?status=open', headers: bearer(operator.token) })).json().result;
    expect(inbox.total).toBeGreaterThanOrEqual(2);
    const log = (await t.app.inject({ method: 'GET', url: '/api/operator/audit_logs', headers: bearer(operator.token) })).json().result;
    expect(log.total).toBeGreaterThan(10);
    expect((await t.app.inject({ method: 'GET', url: '/api/hot_words?city_id=90' })).json().result.length).toBeGreaterThan(0);
  });

  it('gives group buys (open near its minimum, succeeded, failed with refunds) and a big order awaiting the demo buyer’s payment', async () => {
    const groups = (
      await t.deps.pool.query('select id, status, min_members, number_of_group_purchase_now as members, settled_at from group_purchases order by id')
    ).rows;
    expect(groups.map((group) => group.status)).toEqual(['open', 'succeeded', 'failed']);
    expect(groups[0].members).toBe(groups[0].min_members - 1);
    expect(groups[1].members).toBeGreaterThanOrEqual(groups[1].min_members);
    expect(groups[2].members).toBeLessThan(groups[2].min_members);
    const refunds = await t.deps.pool.query(
      `select r.status from payment_refunds r join order_items i on i.order_id = r.order_id where i.group_purchase_id = $1`,
      [groups[2].id],
    );
    expect(refunds.rows).toEqual([{ status: 'done' }]);
    const buyer = await loginAs(t, '13800000001');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/groups', headers: bearer(buyer.token) })).json().result;
    expect(mine.data).toEqual([
      expect.objectContaining({ group: expect.objectContaining({ status: 'succeeded' }), order: expect.objectContaining({ status: 'paid' }) }),
    ]);
    const open = (await t.app.inject({ method: 'GET', url: `/api/groups/${groups[0].id}` })).json().result;
    expect(open).toMatchObject({ flag: 1, status: 'open' });
    const unpaid = (await t.app.inject({ method: 'GET', url: '/api/orders?status=submitted&page_size=50', headers: bearer(buyer.token) })).json().result.data;
    const big = unpaid.find((order: { type: number }) => order.type === 2);
    expect(big).toMatchObject({ delegated: 1, status: 'submitted' });
    expect(new Set(big.resources.map((item: { supplier_id?: number; field_name: string }) => item.field_name)).size).toBe(2);
    const info = await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${big.id}&type=2`, headers: bearer(buyer.token) });
    expect(info.json().result).toMatchObject({ type: 2, product: '年终品牌巡展' });
  });

  it('gives the demo supplier earnings in every state, a bank account, a paid and a pending withdrawal; the books reconcile', async () => {
    const supplier = await loginAs(t, '13900000001', ['property']);
    const operator = await loginAs(t, '13700000001', ['operator']);
    const read = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().result;
    for (const status of ['pending', 'available', 'withdrawn', 'reversed'])
      expect((await read(`/api/supplier/earnings?status=${status}`, supplier.token)).total, status).toBeGreaterThan(0);
    const balance = await read('/api/supplier/balance', supplier.token);
    expect(balance.pending).toBeGreaterThan(0);
    expect(balance.available).toBeGreaterThan(0);
    expect(balance.withdrawing).toBeGreaterThan(0);
    expect(balance.withdrawn).toBeGreaterThan(0);
    expect(await read('/api/supplier/bank_accounts', supplier.token)).toHaveLength(1);
    expect((await read('/api/supplier/withdrawals?status=paid', supplier.token)).total).toBe(1);
    expect((await read('/api/operator/withdrawals?status=pending', operator.token)).total).toBe(1);
    expect((await read('/api/operator/commission_rules', operator.token)).length).toBeGreaterThanOrEqual(1);
    const finance = await read('/api/operator/finance', operator.token);
    expect(finance.reconciliation.difference, JSON.stringify(finance.reconciliation)).toBe(0);
  });

  it('gives the demo buyer and supplier after-sales cases in every state, deposits in every state and delivery proofs; the ledgers agree', async () => {
    const buyer = await loginAs(t, '13800000001');
    const supplier = await loginAs(t, '13900000001', ['property']);
    const operator = await loginAs(t, '13700000001', ['operator']);
    const read = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().result;
    for (const status of ['awaiting_supplier', 'countered', 'refused', 'arbitration', 'refunded', 'closed', 'cancelled']) {
      expect((await read(`/api/after_sales?role=buyer&status=${status}`, buyer.token)).total, status).toBeGreaterThan(0);
      expect((await read(`/api/after_sales?role=supplier&status=${status}`, supplier.token)).total, status).toBeGreaterThan(0);
    }
    expect((await read('/api/operator/after_sales?status=arbitration', operator.token)).total).toBeGreaterThan(0);
    const claims = await t.deps.pool.query(
      `select h.status, h.claim_status from deposit_holds h join orders o on o.id = h.order_id join users u on u.id = o.user_id where u.mobile = '13800000001'`,
    );
    const states = new Set(claims.rows.map((row) => `${row.status}/${row.claim_status ?? '-'}`));
    for (const state of ['held/-', 'claimed/claimed', 'claimed/disputed', 'settled/accepted', 'settled/decided', 'settled/-'])
      expect(states, state).toContain(state);
    const proof = (await t.deps.pool.query(`select order_item_id from delivery_proofs limit 1`)).rows[0];
    expect((await read(`/api/order_items/${proof.order_item_id}/delivery_proofs`, buyer.token)).length).toBeGreaterThan(0);
    const finance = await read('/api/operator/finance', operator.token);
    expect(finance.reconciliation.difference, JSON.stringify(finance.reconciliation)).toBe(0);
    for (const check of finance.reconciliation.checks) expect(check.difference, check.label).toBe(0);
  });

  it('gives the insights a year of views and paid orders for the demo supplier', async () => {
    const supplier = await loginAs(t, '13900000001', ['property']);
    const operator = await loginAs(t, '13700000001', ['operator']);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3_600_000 - 365 * 86_400_000).toISOString().slice(0, 10);
    const read = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().result;
    const mine = await read(`/api/supplier/insights?from=${from}&to=${today}`, supplier.token);
    expect(mine.totals.views).toBeGreaterThan(1000);
    expect(mine.totals.paid_orders).toBeGreaterThan(20);
    const months = new Set(mine.series.filter((day: { paid_orders: number }) => day.paid_orders > 0).map((day: { key: string }) => day.key.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(8);
    const all = await read(`/api/operator/insights?from=${from}&to=${today}&group_by=city`, operator.token);
    expect(all.totals.gmv).toBeGreaterThan(0);
    expect(all.funnel.views).toBeGreaterThan(1000);
  });

  it('finds demo venues by Chinese keyword in city 90', async () => {
    const page = (await t.app.inject({ method: 'GET', url: `/api/fields?city_ids=90&keyword=${encodeURIComponent('广场')}` })).json().result;
    expect(page.total).toBeGreaterThan(10);
  });
});

describe('GET /files/demo/{name}', () => {
  it('serves the generated pictures with safe headers', async () => {
    await ensureDemoImages(dataDir);
    const response = await t.app.inject({ method: 'GET', url: demoImageUrl('venue', 0) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Its WebP variants for the pages' srcset, 1000 px wide at most (the drawn width, not enlarged).
    for (const [suffix, width] of [
      ['-thumb.webp', 320],
      ['-w640.webp', 640],
      ['-w1280.webp', 1000],
    ] as const) {
      const variant = await t.app.inject({ method: 'GET', url: demoImageUrl('venue', 0).replace('.jpg', suffix) });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('gives the operator notifications sent and one dead to retry; the demo buyer’s settings read both channels on', async () => {
    const operator = await loginAs(t, '13700000001', ['operator']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/operator/notification_deliveries', headers: bearer(operator.token) })).json().result;
    expect(list.counts.sent).toBeGreaterThanOrEqual(3);
    expect(list.counts.dead).toBe(1);
    expect(list.data.find((row: { status: string }) => row.status === 'dead')).toMatchObject({ channel: 'sms', attempts: 6, last_error: expect.any(String) });
    const buyer = await loginAs(t, '13800000001');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current/notification_settings', headers: bearer(buyer.token) })).json().result).toEqual({
      sms: true,
      email: true,
    });
  });

  it.each(['/files/demo/', '/files/demo/..%2Fpg%2FPG_VERSION', '/files/demo/missing.jpg', '/files/other/venue-01.jpg', '/files/demo/venue-01.svg'])(
    '404 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    },
  );
});
