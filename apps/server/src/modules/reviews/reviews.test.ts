import { ZCommentSubject, ZMyCommentPage, ZPendingCommentPage } from '@vm/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { advanceOrderAsOf } from '../orders/advance-by-date';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';

/**
 * Reviews (docs/spec/business-rules.md "Reviews, messages…"; docs/spec/api.md "Account life — fixed"): a buyer reviews each
 * finished sub-order once — stars, text ≤ 500, up to 9 of their own photos —, it shows on the venue page
 * at once, and a text of 15+ characters earns the operator's review coupon once per sub-order.
 */

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let operator: string;
let sequence = 0;
const LONG = '场地人流量很大，物业配合度高，活动效果超出预期';
const SHORT = '还不错';

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const put = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const itemsOf = async (orderId: number) =>
  (
    await t.deps.pool.query<{ id: number; top_physical_id: number; payable: number }>(
      'select id, top_physical_id, payable from order_items where order_id = $1 order by position',
      [orderId],
    )
  ).rows;

/** A paid order of the buyer whose sub-orders the supplier approved and whose dates are over (the sweep's step). */
async function finishedOrder(token: string, booths: number[], date: string): Promise<number> {
  const orderId = await placeOrder(t, token, orderBody(booths.map((booth) => dayLine(booth, [date]))));
  await payOrder(t, orderId);
  for (const item of await itemsOf(orderId)) expect((await post(`/api/order_items/${item.id}/approve`, supplier)).statusCode).toBe(200);
  expect(await advanceOrderAsOf(t.deps, orderId, '2027-01-31')).toBe('finished');
  return orderId;
}

/** Pictures the user uploaded into a bucket (rows as the uploads module stores them). */
async function uploaded(userId: number, count: number, bucket = 'comment'): Promise<string[]> {
  const urls = Array.from({ length: count }, (_, i) => `/files/${bucket}/2026/11/${userId}-${(sequence += 1)}-${i}.jpg`);
  for (const url of urls) {
    await t.deps.pool.query(
      `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at) values ($1, $2, $3, $3, 'a.jpg', 'image/jpeg', 1000, $4)`,
      [userId, bucket, url, t.clock.now()],
    );
  }
  return urls;
}

const review = (token: string, body: Record<string, unknown>) => post('/api/comments', token, body);
const unusedCoupons = async (token: string) => (await get('/api/coupons?status=unused', token)).json().result.data as { coupon_id: number; text: string }[];

describe('the review coupon the operator configures', () => {
  it('is chosen by an operator only, never a points coupon, and can be cleared', async () => {
    const buyer = await newBuyer(t);
    expect((await get('/api/operator/coupon_rewards', buyer.token)).statusCode).toBe(403);
    expect((await put('/api/operator/coupon_rewards/review', buyer.token, { coupon_id: 1 })).statusCode).toBe(403);
    expect((await get('/api/operator/coupon_rewards')).statusCode).toBe(401);

    const points = await createTemplate(t, operator, { text: '积分券', consumption_point: 100 });
    const usedForPoints = await put('/api/operator/coupon_rewards/review', operator, { coupon_id: points });
    expect([usedForPoints.statusCode, usedForPoints.json().msg]).toEqual([409, '积分兑换券不能作为奖励券']);
    expect((await put('/api/operator/coupon_rewards/review', operator, { coupon_id: 999_999 })).statusCode).toBe(404);
    const badPurpose = await put('/api/operator/coupon_rewards/birthday', operator, { coupon_id: points });
    expect([badPurpose.statusCode, badPurpose.json().msg]).toEqual([422, '奖励类型不正确']);
    const noCoupon = await put('/api/operator/coupon_rewards/review', operator, { coupon_id: 'x' });
    expect([noCoupon.statusCode, noCoupon.json().msg]).toEqual([422, '请选择优惠券']);

    const coupon = await createTemplate(t, operator, { text: '评价有礼券', amount: 2000, min_goods_amount: 20000, total_quantity: 3 });
    const set = await put('/api/operator/coupon_rewards/review', operator, { coupon_id: coupon });
    expect(set.json().result).toEqual({ purpose: 'review', purpose_name: '评价奖励券', coupon_id: coupon, text: '评价有礼券', amount: 2000, available: true });
    expect(
      (await get('/api/operator/coupon_rewards', operator))
        .json()
        .result.map((reward: { purpose: string; coupon_id: number | null }) => [reward.purpose, reward.coupon_id]),
    ).toEqual([
      ['review', coupon],
      ['email', null],
    ]);
    // A reward coupon is given, never on offer nor claimable.
    const offers = (await get('/api/communities/coupons?page=1&page_size=50', buyer.token)).json().result.data as { coupon_id: number }[];
    expect(offers.map((offer) => offer.coupon_id)).toContain(points);
    expect(offers.map((offer) => offer.coupon_id)).not.toContain(coupon);
    const claimed = await post(`/api/coupons/${coupon}/receive`, buyer.token, { quantity: 1 });
    expect([claimed.statusCode, claimed.json().msg]).toEqual([409, '该优惠券为奖励券，不能直接领取']);
    const audit = await t.deps.pool.query(`select action, target_id, after from audit_log where target_type = 'coupon_reward' order by id desc limit 1`);
    expect(audit.rows[0]).toEqual({ action: 'coupon_reward.set', target_id: 'review', after: { coupon_id: coupon } });
    const cleared = await put('/api/operator/coupon_rewards/review', operator, { coupon_id: null });
    expect(cleared.json().result).toMatchObject({ purpose: 'review', coupon_id: null, available: false });
  });
});

describe('reviewing a finished sub-order', () => {
  let buyer: { userId: number; token: string };
  let stranger: { userId: number; token: string };
  let orderId: number;
  let unfinishedItem: number;
  let couponId: number;

  beforeAll(async () => {
    buyer = await newBuyer(t, { balance: 50_000_000 });
    stranger = await newBuyer(t);
    couponId = await createTemplate(t, operator, { text: '评价返券', amount: 1500, min_goods_amount: 10000, total_quantity: 2 });
    expect((await put('/api/operator/coupon_rewards/review', operator, { coupon_id: couponId })).statusCode).toBe(200);
    orderId = await finishedOrder(buyer.token, [f.booths.S1, f.booths.S6], '2026-12-10');
    const paidOnly = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-12'])]));
    await payOrder(t, paidOnly);
    unfinishedItem = (await itemsOf(paidOnly))[0]!.id;
  });

  it('lists the finished sub-orders awaiting review (4 a page), only the caller’s, optionally of a city', async () => {
    const pending = await get('/api/comments/pending?page=1&pageSize=4&city_id=90', buyer.token);
    expect(pending.statusCode).toBe(200);
    const page = ZPendingCommentPage.parse(pending.json().result);
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 4 });
    const [first, second] = await itemsOf(orderId);
    expect(page.data.map((item) => item.field_order_item_id).sort()).toEqual([first!.id, second!.id].sort());
    expect(page.data.find((item) => item.field_order_item_id === first!.id)).toMatchObject({
      price: first!.payable,
      order_id: orderId,
      start: '2026-12-10',
      end: '2026-12-10',
    });
    expect((await get('/api/comments/pending?city_id=52', buyer.token)).json().result.total).toBe(0);
    expect((await get('/api/comments/pending', stranger.token)).json().result.total).toBe(0);
    expect((await get('/api/comments/pending')).statusCode).toBe(401);
    const badPage = await get('/api/comments/pending?page=0', buyer.token);
    expect([badPage.statusCode, badPage.json().msg]).toEqual([422, '页码从1开始']);
  });

  it('shows the edit page its sub-order and the coupon a long review earns; another buyer’s is missing', async () => {
    const [first] = await itemsOf(orderId);
    const subject = ZCommentSubject.parse((await get(`/api/comments/order_items/${first!.id}`, buyer.token)).json().result);
    expect(subject).toMatchObject({ can_comment: true, comment: null, reward: { text: '评价返券', amount: 1500, min_chars: 15 } });
    expect((await get(`/api/comments/order_items/${first!.id}`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/comments/order_items/${unfinishedItem}`, buyer.token)).json().result.can_comment).toBe(false);
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const [first] = await itemsOf(orderId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ order_item_id: first!.id, rating: 0, content: LONG }, 'rating', '请选择评分'],
      [{ order_item_id: first!.id, rating: 6, content: LONG }, 'rating', '评分为1至5星'],
      [{ order_item_id: first!.id, rating: 4.5, content: LONG }, 'rating', '评分为1至5星'],
      [{ order_item_id: first!.id, content: LONG }, 'rating', '请选择评分'],
      [{ order_item_id: first!.id, rating: 5, content: '   ' }, 'content', '请填写评价内容'],
      [{ order_item_id: first!.id, rating: 5 }, 'content', '请填写评价内容'],
      [{ order_item_id: first!.id, rating: 5, content: '好'.repeat(501) }, 'content', '评价内容最多500个字'],
      [
        { order_item_id: first!.id, rating: 5, content: LONG, images: Array.from({ length: 10 }, (_, i) => `/files/comment/${i}.jpg`) },
        'images',
        '最多可上传9张图片',
      ],
      [{ order_item_id: first!.id, rating: 5, content: LONG, images: 'a.jpg' }, 'images', '图片格式不正确'],
      [{ order_item_id: 'abc', rating: 5, content: LONG }, 'order_item_id', '请选择要评价的订单'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await review(buyer.token, body);
      expect([refused.statusCode, refused.json().errors?.[field]], JSON.stringify(body)).toEqual([422, message]);
    }
    const foreignPhoto = await review(buyer.token, { order_item_id: first!.id, rating: 5, content: LONG, images: await uploaded(stranger.userId, 1) });
    expect([foreignPhoto.statusCode, foreignPhoto.json().errors]).toEqual([422, { images: '请上传本人上传的文件' }]);
    const voucherPhoto = await review(buyer.token, { order_item_id: first!.id, rating: 5, content: LONG, images: await uploaded(buyer.userId, 1, 'voucher') });
    expect(voucherPhoto.statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
      payload: '{"rating": 5,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toEqual(expect.any(String));
    expect((await t.deps.pool.query('select count(*)::int as n from comments where user_id = $1', [buyer.userId])).rows[0].n).toBe(0);
  });

  it('refuses another buyer’s sub-order (404) and an unfinished one (409)', async () => {
    const [first] = await itemsOf(orderId);
    const foreign = await review(stranger.token, { order_item_id: first!.id, rating: 5, content: LONG });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '订单不存在']);
    const unfinished = await review(buyer.token, { order_item_id: unfinishedItem, rating: 5, content: LONG });
    expect([unfinished.statusCode, unfinished.json().msg, unfinished.json().error_code]).toEqual([409, '订单完成后才能评价', 'ORDER_ITEM_NOT_FINISHED']);
    expect((await review(buyer.token, { order_item_id: 999_999, rating: 5, content: LONG })).statusCode).toBe(404);
  });

  it('writes a review with photos: on the venue page at once and in its count, with the review coupon; a second is 409', async () => {
    const [first] = await itemsOf(orderId);
    const venueBefore = (await get(`/api/fields/${first!.top_physical_id}`)).json().result.comment_count as number;
    const photos = await uploaded(buyer.userId, 2);
    const written = await review(buyer.token, { order_item_id: first!.id, rating: 5, content: `  ${LONG}  `, images: photos });
    expect(written.statusCode).toBe(201);
    expect(written.json().msg).toBe('评价成功，已获得优惠券「评价返券」');
    expect(written.json().result).toMatchObject({
      order_item_id: first!.id,
      rating: 5,
      content: LONG,
      images: photos,
      reply: null,
      coupon: { coupon_id: couponId, text: '评价返券', amount: 1500 },
    });

    const onVenue = (await get(`/api/physical_resources/${first!.top_physical_id}/comments?page=1`)).json().result;
    expect(onVenue.data[0]).toMatchObject({ score: 5, content: LONG, images: photos.map((pic_url) => ({ pic_url })) });
    expect((await get(`/api/fields/${first!.top_physical_id}`)).json().result.comment_count).toBe(venueBefore + 1);
    expect((await unusedCoupons(buyer.token)).filter((coupon) => coupon.coupon_id === couponId)).toHaveLength(1);

    const again = await review(buyer.token, { order_item_id: first!.id, rating: 1, content: LONG });
    expect([again.statusCode, again.json().msg, again.json().error_code]).toEqual([409, '该订单已评价，不能重复评价', 'ALREADY_REVIEWED']);
    expect((await unusedCoupons(buyer.token)).filter((coupon) => coupon.coupon_id === couponId)).toHaveLength(1);
    const subject = (await get(`/api/comments/order_items/${first!.id}`, buyer.token)).json().result;
    expect(subject).toMatchObject({ can_comment: false, comment: { id: written.json().result.id }, reward: null });
  });

  it('reviewed twice at the same moment: one review, one coupon', async () => {
    const [, second] = await itemsOf(orderId);
    const answers = await Promise.all([1, 2, 3].map(() => review(buyer.token, { order_item_id: second!.id, rating: 4, content: LONG })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await t.deps.pool.query('select count(*)::int as n from comments where order_item_id = $1', [second!.id])).rows[0].n).toBe(1);
    // Two reviews earned the 2 coupons of the template; each sub-order one.
    expect((await unusedCoupons(buyer.token)).filter((coupon) => coupon.coupon_id === couponId)).toHaveLength(2);
    expect((await get('/api/comments/pending', buyer.token)).json().result.total).toBe(0);
  });

  it('a short text, or a coupon none is left of: the review stands without a coupon', async () => {
    const shortOrder = await finishedOrder(buyer.token, [f.booths.S1], '2026-12-14');
    const [short] = await itemsOf(shortOrder);
    const written = await review(buyer.token, { order_item_id: short!.id, rating: 3, content: SHORT });
    expect([written.statusCode, written.json().msg, written.json().result.coupon]).toEqual([201, '评价成功', null]);
    const longOrder = await finishedOrder(buyer.token, [f.booths.S6], '2026-12-15');
    const [long] = await itemsOf(longOrder);
    // The template's 2 coupons are gone (the two reviews above).
    const noneLeft = await review(buyer.token, { order_item_id: long!.id, rating: 5, content: LONG });
    expect([noneLeft.statusCode, noneLeft.json().result.coupon]).toEqual([201, null]);
  });

  it('lists the caller’s reviews, newest first; another buyer sees none of them', async () => {
    const mine = ZMyCommentPage.parse((await get('/api/comments?page=1&page_size=10', buyer.token)).json().result);
    expect(mine.total).toBe(4);
    expect(mine.data[0]!.created_at >= mine.data[3]!.created_at).toBe(true);
    expect((await get('/api/comments', stranger.token)).json().result).toMatchObject({ total: 0, data: [] });
  });

  it('the supplier’s one reply reaches the author as a message and shows on the review', async () => {
    const [first] = await itemsOf(orderId);
    const commentId = (await t.deps.pool.query<{ id: number }>('select id from comments where order_item_id = $1', [first!.id])).rows[0]!.id;
    const replied = await post(`/api/supplier_comments/${commentId}/reply`, supplier, { reply: '感谢您的认可，欢迎再次合作' });
    expect(replied.statusCode).toBe(200);
    expect((await post(`/api/supplier_comments/${commentId}/reply`, supplier, { reply: '再回复一次' })).statusCode).toBe(409);
    const messages = (await get('/api/user_messages', buyer.token)).json().result.data as {
      type: string;
      title: string;
      body: string;
      target_type: string;
      target_id: number;
    }[];
    expect(messages.filter((message) => message.type === 'comment.replied')).toEqual([
      expect.objectContaining({
        title: '供应商回复了您的评价',
        body: expect.stringContaining('感谢您的认可，欢迎再次合作'),
        target_type: 'venue',
        target_id: first!.top_physical_id,
      }),
    ]);
    const mine = (await get('/api/comments', buyer.token)).json().result.data as { id: number; reply: string | null }[];
    expect(mine.find((comment) => comment.id === commentId)?.reply).toBe('感谢您的认可，欢迎再次合作');
  });
});
