import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../test-app';
import { createTemplate } from '../../modules/coupons/test/coupon-fixtures';
import { advanceOrderAsOf } from '../../modules/orders/advance-by-date';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../../modules/orders/test/order-fixtures';
import { BAD, OVERLONG, sweepEndpoint, type Endpoint } from './sweep-harness';

/**
 * The bad-input sweep over the account life (issue 13: messages, reviews, favourites, reward coupons).
 * Every endpoint: no login 401, a bogus token 401, a buyer 403 on the operator's, someone else's id 404,
 * malformed bodies and bad fields 4xx in Chinese — and nothing in the database changed.
 */

let t: TestContext;
let buyer: { userId: number; token: string };
let stranger: { userId: number; token: string };
let operator: string;
let finishedItem = 0;
let strangersItem = 0;
let unfinishedItem = 0;
let myMessage = 0;
let strangersMessage = 0;
let pointsCoupon = 0;
let photo = '';

beforeAll(async () => {
  t = await createTestApp();
  const { f, supplierToken } = await seedOrderCatalogue(t);
  operator = (await loginAs(t, '13700000008', ['operator'])).token;
  buyer = await newBuyer(t, { balance: 10_000_000 });
  stranger = await newBuyer(t, { balance: 10_000_000 });
  const finished = async (token: string, booth: number, date: string) => {
    const orderId = await placeOrder(t, token, orderBody([dayLine(booth, [date])]));
    await payOrder(t, orderId);
    const item = (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [orderId])).rows[0]!.id;
    t.clock.advance(1100);
    const approved = await t.app.inject({ method: 'POST', url: `/api/order_items/${item}/approve`, headers: { authorization: `Bearer ${supplierToken}` } });
    if (approved.statusCode !== 200) throw new Error(approved.body);
    await advanceOrderAsOf(t.deps, orderId, '2027-01-31');
    return item;
  };
  finishedItem = await finished(buyer.token, f.booths.S1, '2026-12-10');
  strangersItem = await finished(stranger.token, f.booths.S6, '2026-12-10');
  const paidOnly = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-12'])]));
  await payOrder(t, paidOnly);
  unfinishedItem = (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [paidOnly])).rows[0]!.id;
  const messageOf = async (userId: number) =>
    (await t.deps.pool.query<{ id: number }>('select id from user_messages where user_id = $1 order by id limit 1', [userId])).rows[0]!.id;
  myMessage = await messageOf(buyer.userId);
  strangersMessage = await messageOf(stranger.userId);
  pointsCoupon = await createTemplate(t, operator, { text: '积分券', consumption_point: 100 });
  photo = `/files/comment/2026/11/${buyer.userId}-a.jpg`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at) values ($1, 'comment', $2, $2, 'a.jpg', 'image/jpeg', 1000, $3)`,
    [buyer.userId, photo, t.clock.now()],
  );
});
afterAll(async () => t.close());

const PAGING = { page: ['abc', '-1', '0', '1.5', '9007199254740993'], page_size: ['abc', '0', '51', '-5'] };

const endpoints: Endpoint[] = [
  { method: 'GET', url: '/api/users/current/badge_info', token: () => buyer.token },
  { method: 'GET', url: '/api/user_messages', token: () => buyer.token, badQuery: { ...PAGING, unread: ['2', 'x', OVERLONG] } },
  { method: 'PUT', url: '/api/user_messages/{id}/read', token: () => buyer.token, id: () => myMessage, othersId: () => strangersMessage },
  { method: 'PUT', url: '/api/user_messages/read_all', token: () => buyer.token },
  { method: 'DELETE', url: '/api/user_messages/{id}', token: () => buyer.token, id: () => myMessage, othersId: () => strangersMessage },
  { method: 'GET', url: '/api/comments/pending', token: () => buyer.token, badQuery: { ...PAGING, city_id: ['abc', '0', '-1', '2147483648'] } },
  { method: 'GET', url: '/api/comments', token: () => buyer.token, badQuery: PAGING },
  { method: 'GET', url: '/api/comments/order_items/{id}', token: () => buyer.token, id: () => finishedItem, othersId: () => strangersItem },
  {
    method: 'POST',
    url: '/api/comments',
    token: () => buyer.token,
    body: () => ({ order_item_id: finishedItem, rating: 5, content: '场地人流量很大，物业配合度高，活动效果超出预期', images: [photo] }),
    badBody: () => ({
      order_item_id: [...BAD.id, strangersItem, unfinishedItem, 999_999],
      rating: [...BAD.id, 6, null, '5星'],
      content: BAD.requiredText(500),
      images: [...BAD.list, Array.from({ length: 10 }, () => photo), ['/files/comment/2026/11/someone-else.jpg'], [null]],
    }),
  },
  { method: 'GET', url: '/api/favorites', token: () => buyer.token, badQuery: PAGING },
  { method: 'GET', url: '/api/operator/coupon_rewards', token: () => operator, wrongRoleToken: () => buyer.token },
  {
    method: 'PUT',
    url: '/api/operator/coupon_rewards/review',
    token: () => operator,
    body: () => ({ coupon_id: null }),
    badBody: () => ({ coupon_id: ['x', 0, -1, 1.5, {}, [], true, '2147483648', 999_999, pointsCoupon] }),
    wrongRoleToken: () => buyer.token,
  },
];

describe('bad input to the account life: a 4xx with a specific Chinese message, and nothing changed', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, { timeout: 180_000 }, async () => {
      await sweepEndpoint(t, endpoint);
    });
  }
});
