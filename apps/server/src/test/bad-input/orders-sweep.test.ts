import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFixture } from '../../modules/catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, preview, seedOrderCatalogue, walletOf } from '../../modules/orders/test/order-fixtures';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-app';
import { BAD, dbFingerprint, expectRefusedUnchanged, sweepEndpoint, type Endpoint } from './sweep-harness';

/**
 * The bad-input sweep over the booking endpoints (issue 5): orders, preview, cancel, status, payment
 * view, additional info, the order notice, cart, enquiries, contacts and the supplier's review.
 */

let t: TestContext;
let f: CatalogueFixture;
let buyer: { userId: number; token: string };
let stranger: { userId: number; token: string };
let supplier: string;
let otherSupplier: string;
let order = 0;
let strangersOrder = 0;
let paidItem = 0;
let strangersCart = 0;
let ownCart = 0;
let ownEnquiry = 0;
let strangersEnquiry = 0;
let ownContact = 0;
/** The server's total for one day of S1 (price and deposit), so only the field under test is wrong. */
let lineTotal = 0;
let strangersContact = 0;

const line = () => dayLine(f.booths.S1, ['2026-12-15']);
const contactBody = () => ({ name: '张三', mobile: '13812345678', province_id: 9, city_id: 90, district_id: 1, address: '虹桥路1号', is_default: 0 });

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  otherSupplier = (await loginAs(t, '13900000077', ['property'])).token;
  buyer = await newBuyer(t, { balance: 1_000_000 });
  stranger = await newBuyer(t, { balance: 1_000_000 });
  order = await placeOrder(t, buyer.token, orderBody([line()]));
  t.clock.advance(1100);
  lineTotal = (await preview(t, buyer.token, orderBody([line()]))).json().result.total_actual_price as number;
  strangersOrder = await placeOrder(t, stranger.token, orderBody([dayLine(f.booths.S6, ['2026-12-16'])]));
  const paid = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-17'])]));
  await payOrder(t, paid);
  paidItem = (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [paid])).rows[0]!.id;
  const created = async (token: string, url: string, payload: Record<string, unknown>) => {
    t.clock.advance(1100);
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    const result = response.json().result as { id?: number; ids?: number[] };
    return result.id ?? result.ids![0]!;
  };
  ownCart = await created(buyer.token, '/api/cart_items', { resources: JSON.stringify([line()]) });
  strangersCart = await created(stranger.token, '/api/cart_items', { resources: JSON.stringify([line()]) });
  ownEnquiry = await created(buyer.token, '/api/enquiry_information', { sid: f.booths.S1, name: '张三', mobile: '13812345678' });
  strangersEnquiry = await created(stranger.token, '/api/enquiry_information', { sid: f.booths.S1, name: '李四', mobile: '13812345679' });
  ownContact = await created(buyer.token, '/api/contacts', contactBody());
  strangersContact = await created(stranger.token, '/api/contacts', contactBody());
});
afterAll(async () => {
  await t.close();
});

const lineFields = (): Record<string, unknown[]> => ({
  resources: [null, 'abc', {}, [], 5, Array.from({ length: 21 }, line)],
  'resources.0': ['abc', 5, null, []],
  'resources.0.id': BAD.id,
  'resources.0.count': [...BAD.positiveInt, 1000],
  'resources.0.dates': ['abc', {}, [], 5, [{}]],
  'resources.0.dates.0.term_type_id': [...BAD.id, 99],
  'resources.0.dates.0.date': [5, {}, [], '2026-13-45', '15/12/2026', 'x'.repeat(5000), '2020-01-01'],
  'resources.0.leave_words': BAD.text(120),
  'resources.0.coupon_id': ['abc', {}, [5], -1, 1.5, 2 ** 53],
});
const infoFields: Record<string, unknown[]> = {
  product: BAD.text(120),
  approach_time: [{}, [], 123, '25:99', 'x'.repeat(5000)],
  exit_time: [{}, [], 123, '25:99'],
  has_build: ['abc', {}, [1], 7],
  industries: BAD.list,
  purposes: BAD.list,
  spread_ways: BAD.list,
  material_types: BAD.list,
  design_files: ['abc', 5, [{ url: 'javascript:alert(1)' }], [{ name: {}, url: '/files/a.png' }]],
  licence_images: ['abc', 5, [5], ['javascript:alert(1)'], [`/${'x'.repeat(600)}`]],
  brand_authorizations: ['abc', 5, [5]],
  images: ['abc', 5, [5]],
};
const checkoutFields = (): Record<string, unknown[]> => ({
  ...lineFields(),
  ...infoFields,
  contact: [{}, [], 123, 'x'.repeat(25), 'x'.repeat(5000)],
  mobile: [{}, [], 13812345678, '123', 'x'.repeat(5000)],
  channel: ['abc', {}, [4], 5],
  delegated: ['abc', {}, 1],
  address: [123, [], 'x'.repeat(5000), { address: 'x'.repeat(5000) }],
  cart_items: ['abc', {}, [-1], [1.5], Array.from({ length: 51 }, (_, i) => i + 1)],
  point: ['abc', {}, [1], -1, 1.5, 2 ** 53],
  coupon_id: ['abc', {}, [5], -1, 1.5, 2 ** 53, 999999],
  type: ['abc', {}, 2],
});

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/orders/preview',
    token: () => buyer.token,
    body: () => orderBody([line()]),
    problemsAreRefusal: true,
    // The trial calculation prices the lines only: the checkout details (times, build, mobile) are checked on submit.
    badBody: () => {
      const fields = checkoutFields();
      for (const name of ['approach_time', 'exit_time', 'has_build', 'mobile', 'contact'])
        fields[name] = fields[name]!.filter((value) => typeof value !== 'string' && typeof value !== 'number');
      return fields;
    },
  },
  {
    method: 'POST',
    url: '/api/orders',
    token: () => buyer.token,
    body: () => ({ ...orderBody([line()]), total_actual_price: lineTotal }),
    badBody: () => ({ ...checkoutFields(), total_actual_price: ['abc', {}, [5], -1, 0, 1.5, 2 ** 53, 1] }),
  },
  {
    method: 'GET',
    url: '/api/orders',
    token: () => buyer.token,
    badQuery: { status: ['bogus', 'x'.repeat(5000)], page: ['abc', '-1', '0', '1.5', '9007199254740993'], page_size: ['abc', '0', '51', '-5'] },
  },
  { method: 'GET', url: '/api/orders/count', token: () => buyer.token },
  { method: 'GET', url: '/api/orders/{id}', token: () => buyer.token, id: () => order, othersId: () => strangersOrder },
  { method: 'GET', url: '/api/orders/{id}/status', token: () => buyer.token, id: () => order, othersId: () => strangersOrder },
  { method: 'GET', url: '/api/payment/orders/{id}', token: () => buyer.token, id: () => order, othersId: () => strangersOrder },
  { method: 'DELETE', url: '/api/orders/{id}', token: () => buyer.token, id: () => order, othersId: () => strangersOrder },
  {
    method: 'GET',
    url: '/api/additional_info?order_id={id}',
    token: () => buyer.token,
    id: () => order,
    othersId: () => strangersOrder,
    badQuery: { order_id: ['abc', '-1', '0', '1.5', '2147483648', '9007199254740992', ''], type: ['2', 'abc'] },
  },
  {
    method: 'POST',
    url: '/api/additional_info',
    token: () => buyer.token,
    body: () => ({ order_id: order, type: 1, product: '新品饮料', approach_time: '08:00', exit_time: '20:00', has_build: 0 }),
    badBody: () => ({ ...infoFields, order_id: [...BAD.id, strangersOrder], type: ['abc', {}, 2] }),
  },
  { method: 'GET', url: '/api/users/ordering_noticed', token: () => buyer.token },
  {
    method: 'POST',
    url: '/api/users/ordering_noticed',
    token: () => buyer.token,
    body: () => ({ ordering_noticed: true }),
    emptyBodyIsValid: true,
    badBody: { ordering_noticed: ['maybe', {}, [], [true], 2, -1, null, 'x'.repeat(5000)] },
  },
  {
    method: 'POST',
    url: '/api/cart_items',
    token: () => buyer.token,
    body: () => ({ resources: JSON.stringify([line()]) }),
    badBody: () => ({
      resources: [
        null,
        '',
        {},
        [],
        5,
        true,
        '{"id":',
        '"text"',
        '[]',
        JSON.stringify({ id: 'abc' }),
        JSON.stringify([{ ...line(), count: -1 }]),
        JSON.stringify(Array.from({ length: 21 }, line)),
        'x'.repeat(100_001),
      ],
    }),
  },
  { method: 'GET', url: '/api/cart_items', token: () => buyer.token, badQuery: { page: ['abc', '0', '-1', '1.5'], page_size: ['abc', '0', '101'] } },
  { method: 'GET', url: '/api/cart_items/count', token: () => buyer.token },
  { method: 'DELETE', url: '/api/cart_items/{id}', token: () => buyer.token, id: () => ownCart, othersId: () => strangersCart },
  {
    method: 'POST',
    url: '/api/enquiry_information',
    token: () => buyer.token,
    body: () => ({ sid: f.booths.S1, name: '王五', mobile: '13812345670' }),
    badBody: { sid: [...BAD.id, 999_999], name: [...BAD.text(12), ''], mobile: [{}, [], 13812345678, '123', 'x'.repeat(5000), ''] },
  },
  { method: 'GET', url: '/api/enquiry_information', token: () => buyer.token, badQuery: { page: ['abc', '0'], page_size: ['abc', '0', '51'] } },
  { method: 'GET', url: '/api/enquiry_information/count', token: () => buyer.token },
  { method: 'DELETE', url: '/api/enquiry_information/{id}', token: () => buyer.token, id: () => ownEnquiry, othersId: () => strangersEnquiry },
  {
    method: 'GET',
    url: '/api/contacts',
    token: () => buyer.token,
    badQuery: { page: ['abc', '0'], page_size: ['abc', '0', '100'], pageSize: ['abc', '0', '100'] },
  },
  {
    method: 'POST',
    url: '/api/contacts',
    token: () => buyer.token,
    body: contactBody,
    badBody: {
      name: [...BAD.text(24), ''],
      mobile: [{}, [], 13812345678, '123', 'x'.repeat(5000), ''],
      is_default: ['maybe', {}, [], 2, -1],
      province_id: ['abc', {}, [9], -1, 1.5, 2 ** 53, 999_999],
      city_id: ['abc', {}, [90], -1, 1.5, 2 ** 53, 999_999],
      district_id: ['abc', {}, [1], -1, 1.5, 2 ** 53, 999_999],
      address: BAD.text(36),
    },
  },
  {
    method: 'PUT',
    url: '/api/contacts/{id}',
    token: () => buyer.token,
    id: () => ownContact,
    othersId: () => strangersContact,
    body: contactBody,
    badBody: { name: BAD.text(24), mobile: [{}, 13812345678, '123'], province_id: ['abc', {}, [9], -1, 2 ** 53], address: BAD.text(36) },
  },
  { method: 'DELETE', url: '/api/contacts/{id}', token: () => buyer.token, id: () => ownContact, othersId: () => strangersContact },
  {
    method: 'GET',
    url: '/api/order_items',
    token: () => supplier,
    wrongRoleToken: () => buyer.token,
    badQuery: { status: ['bogus'], page: ['abc', '0'], page_size: ['abc', '0', '51'] },
  },
  {
    method: 'POST',
    url: '/api/order_items/{id}/approve',
    token: () => supplier,
    id: () => paidItem,
    othersId: () => paidItem,
    wrongRoleToken: () => buyer.token,
  },
  {
    method: 'POST',
    url: '/api/order_items/{id}/deny',
    token: () => supplier,
    id: () => paidItem,
    wrongRoleToken: () => buyer.token,
    body: () => ({ reason: '场地维修' }),
    badBody: { reason: BAD.requiredText(200).concat(['   ']) },
  },
];

describe('bad input to the booking endpoints: a 4xx with a specific Chinese message, and nothing changed', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, { timeout: 180_000 }, async () => {
      // "Someone else's id" for the supplier's review: the item belongs to supplier, not otherSupplier.
      const subject = endpoint.url.startsWith('/api/order_items/') ? { ...endpoint, token: () => otherSupplier, othersId: undefined } : endpoint;
      await sweepEndpoint(t, subject);
      if (subject !== endpoint) {
        await expectRefusedUnchanged(
          t,
          { method: endpoint.method, url: endpoint.url.replace('{id}', String(paidItem)), token: otherSupplier, payload: endpoint.body?.() },
          `${endpoint.url} by another supplier`,
          [403, 404],
        );
      }
    });
  }
});

describe('replays and repeats of state changes: refused in Chinese, nothing changed twice', () => {
  const act = (method: 'POST' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('a second identical POST within 1 s is refused (duplicate guard), after 1 s it reaches the rules', async () => {
    const body = { sid: f.booths.S6, name: '赵六', mobile: '13812345671' };
    t.clock.advance(1100);
    expect((await act('POST', '/api/enquiry_information', buyer.token, body)).statusCode).toBe(201);
    const before = await dbFingerprint(t);
    const replay = await act('POST', '/api/enquiry_information', buyer.token, body);
    expect([replay.statusCode, replay.json().msg]).toEqual([429, '1s内请勿重复请求']);
    expect(await dbFingerprint(t)).toEqual(before);
  });

  it('cancelling twice, deleting twice, approving twice: the repeat is refused and changes nothing', async () => {
    const cancellable = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-20'])]));
    t.clock.advance(1100);
    expect((await act('DELETE', `/api/orders/${cancellable}`, buyer.token)).statusCode).toBe(200);
    await expectRefusedUnchanged(t, { method: 'DELETE', url: `/api/orders/${cancellable}`, token: buyer.token }, 'cancel replayed after 1 s', [409]);
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: `/api/orders/${cancellable}/pay`, token: buyer.token, payload: { payment_mode: 4, password: '246810' } },
      'pay a cancelled order',
      [409],
    );

    for (const [url, token] of [
      [`/api/cart_items/${ownCart}`, buyer.token],
      [`/api/enquiry_information/${ownEnquiry}`, buyer.token],
      [`/api/contacts/${ownContact}`, buyer.token],
    ] as const) {
      t.clock.advance(1100);
      expect((await act('DELETE', url, token)).statusCode, url).toBe(200);
      await expectRefusedUnchanged(t, { method: 'DELETE', url, token }, `${url} deleted again after 1 s`, [404]);
    }

    t.clock.advance(1100);
    expect((await act('POST', `/api/order_items/${paidItem}/approve`, supplier)).statusCode).toBe(200);
    await expectRefusedUnchanged(t, { method: 'POST', url: `/api/order_items/${paidItem}/approve`, token: supplier }, 'approve replayed after 1 s', [409]);
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: `/api/order_items/${paidItem}/deny`, token: supplier, payload: { reason: '改主意了' } },
      'deny after approve',
      [409],
    );
  });
});

describe('races on the supplier review', () => {
  it('approving and denying the same item at the same moment: one wins, the other is refused, refunded once at most', async () => {
    for (let round = 0; round < 3; round += 1) {
      const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, [`2026-12-2${round + 1}`])]));
      const unpaid = await walletOf(t, buyer.userId);
      await payOrder(t, orderId);
      const paid = await walletOf(t, buyer.userId);
      const itemId = (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [orderId])).rows[0]!.id;
      t.clock.advance(1100);
      const [approve, deny] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/order_items/${itemId}/approve`, headers: bearer(supplier) }),
        t.app.inject({ method: 'POST', url: `/api/order_items/${itemId}/deny`, headers: bearer(supplier), payload: { reason: '场地维修' } }),
      ]);
      expect([approve.statusCode, deny.statusCode].sort(), `${approve.body} / ${deny.body}`).toEqual([200, 409]);
      const item = (await t.deps.pool.query<{ status: string }>('select status from order_items where id = $1', [itemId])).rows[0]!;
      // The order's only item: a rejection gives everything back (once), an approval nothing.
      expect([item.status, await walletOf(t, buyer.userId)]).toEqual(approve.statusCode === 200 ? ['approved', paid] : ['rejected', unpaid]);
    }
  });
});
