import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareOrders, givePayPassword } from '../../modules/payments/test/payment-fixtures';
import { newBuyer } from '../../modules/orders/test/order-fixtures';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-app';
import { BAD, dbFingerprint, expectRefusedUnchanged, sweepEndpoint, type Endpoint } from './sweep-harness';

/**
 * The bad-input sweep over payments, the wallet and uploads (issue 6): balance payment, Alipay page
 * and scan-code payment, trade status, transfer proofs, the operators' transfer and refund endpoints,
 * the payment password, top-up, wallet records and upload tokens.
 */

let t: TestContext;
let buyer: { userId: number; token: string };
let stranger: { userId: number; token: string };
let operator: string;
let order = 0;
let strangersOrder = 0;
let strangersTrade = '';
let proof = '';

const PASSWORD = '246810';

beforeAll(async () => {
  t = await createTestApp();
  buyer = await newBuyer(t, { balance: 1_000_000 });
  stranger = await newBuyer(t, { balance: 1_000_000 });
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
  await givePayPassword(t, buyer.userId, PASSWORD);
  await givePayPassword(t, stranger.userId, PASSWORD);
  order = (await bareOrders(t, buyer.userId, 1))[0]!;
  strangersOrder = (await bareOrders(t, stranger.userId, 1))[0]!;
  const started = await t.app.inject({ method: 'POST', url: `/api/orders/${strangersOrder}/alipay-qr`, headers: bearer(stranger.token) });
  if (started.statusCode !== 200) throw new Error(`scan-code payment refused: ${started.body}`);
  strangersTrade = started.json().result.out_trade_no as string;
  proof = `/files/voucher/2026/11/${buyer.userId}-proof.png`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at)
     values ($1, 'voucher', $2, $2, 'proof.png', 'image/png', 1000, $3)`,
    [buyer.userId, proof, t.clock.now()],
  );
});
afterAll(async () => {
  await t.close();
});

const PASSWORD_VALUES = [null, {}, [], 246810, ['246810'], '12345', '1234567', 'abcdef', 'x'.repeat(5000)];

const endpoints: Endpoint[] = [
  { method: 'GET', url: '/api/wallets', token: () => buyer.token },
  {
    method: 'PUT',
    url: '/api/wallets/pay-pwd',
    token: () => buyer.token,
    body: () => ({ password: '135790', captcha: '123456' }),
    badBody: { password: PASSWORD_VALUES, captcha: [null, '', {}, [], 123456, 'abc', 'x'.repeat(5000)] },
  },
  {
    method: 'PUT',
    url: '/api/wallets/modify-pwd',
    token: () => buyer.token,
    body: () => ({ old_password: PASSWORD, password: '135790' }),
    badBody: { old_password: PASSWORD_VALUES, password: PASSWORD_VALUES },
  },
  {
    method: 'POST',
    url: '/api/wallets/recharge',
    token: () => buyer.token,
    body: () => ({ amount: 10_000 }),
    badBody: { amount: [...BAD.positiveInt, null, '', 100_000_001, 1e20] },
  },
  {
    method: 'GET',
    url: '/api/wallets/records',
    token: () => buyer.token,
    badQuery: { page: ['abc', '0', '-1', '1.5', '9007199254740993'], page_size: ['abc', '0', '51', '1.5'] },
  },
  {
    method: 'POST',
    url: '/api/orders/{id}/pay',
    token: () => buyer.token,
    id: () => order,
    othersId: () => strangersOrder,
    body: () => ({ payment_mode: 4, password: PASSWORD }),
    // Only malformed passwords: a well-formed wrong one is a counted try by design (docs/spec/business-rules.md).
    badBody: { payment_mode: ['abc', {}, [4], 1, 8, null], password: [{}, [], 246810, ['246810'], 'x'.repeat(5000)] },
  },
  { method: 'POST', url: '/api/orders/{id}/alipay', token: () => buyer.token, id: () => order, othersId: () => strangersOrder },
  { method: 'POST', url: '/api/orders/{id}/alipay-qr', token: () => buyer.token, id: () => order, othersId: () => strangersOrder },
  { method: 'GET', url: '/api/payments/trades/{id}', token: () => buyer.token, id: () => strangersTrade, othersId: () => strangersTrade },
  { method: 'GET', url: '/api/payments/beneficiary', token: () => buyer.token },
  {
    method: 'PUT',
    url: '/api/orders/{id}/upload_voucher',
    token: () => buyer.token,
    id: () => order,
    othersId: () => strangersOrder,
    body: () => ({ voucher_image_url: [proof] }),
    badBody: {
      voucher_image_url: [
        null,
        'abc',
        {},
        5,
        [],
        [5],
        [{}],
        [''],
        ['x'.repeat(5000)],
        Array.from({ length: 11 }, () => proof),
        ['/files/voucher/2026/11/not-mine.png'],
        ['javascript:alert(1)'],
      ],
    },
  },
  {
    method: 'GET',
    url: '/api/operator/transfers',
    token: () => operator,
    wrongRoleToken: () => buyer.token,
    badQuery: { status: ['bogus', 'x'.repeat(5000)], page: ['abc', '0'], page_size: ['abc', '0', '51'] },
  },
  { method: 'POST', url: '/api/operator/transfers/{id}/confirm', token: () => operator, id: () => order, wrongRoleToken: () => buyer.token },
  {
    method: 'POST',
    url: '/api/operator/transfers/{id}/refuse',
    token: () => operator,
    id: () => order,
    wrongRoleToken: () => buyer.token,
    body: () => ({ reason: '未查到该笔转账' }),
    badBody: { reason: [...BAD.requiredText(200), '   '] },
  },
  {
    method: 'GET',
    url: '/api/operator/refunds',
    token: () => operator,
    wrongRoleToken: () => buyer.token,
    badQuery: { status: ['bogus'], page: ['abc', '0'], page_size: ['abc', '0', '51'] },
  },
  { method: 'POST', url: '/api/operator/refunds/{id}/done', token: () => operator, id: () => 1, wrongRoleToken: () => buyer.token },
  {
    method: 'POST',
    url: '/api/uploads/tokens',
    token: () => buyer.token,
    body: () => ({ bucket: 'voucher' }),
    badBody: { bucket: [null, '', {}, [], 5, ['voucher'], 'bogus', 'x'.repeat(5000), '../etc'] },
  },
];

describe('bad input to the payment, wallet and upload endpoints: a 4xx with a specific Chinese message, and nothing changed', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, { timeout: 180_000 }, async () => {
      await sweepEndpoint(t, endpoint);
    });
  }

  it('GET /api/payments/trades/{no}: over-long and odd trade numbers', async () => {
    for (const no of ['x'.repeat(65), 'x'.repeat(5000), '%00', 'P123']) {
      await expectRefusedUnchanged(t, { method: 'GET', url: `/api/payments/trades/${no}`, token: buyer.token }, `trade ${no.slice(0, 10)}`, [404, 414, 422]);
    }
  });

  it('POST /api/uploads: no login, no multipart, a JSON body', async () => {
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: '/api/uploads', token: null, raw: { body: '{}', contentType: 'application/json' } },
      'upload without login',
      [401, 415],
    );
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: '/api/uploads', token: buyer.token, raw: { body: '{"a":', contentType: 'application/json' } },
      'upload malformed JSON',
      [400, 415],
    );
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: '/api/uploads', token: buyer.token, raw: { body: '{}', contentType: 'application/json' } },
      'upload as JSON',
      [400, 415, 422],
    );
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: '/api/uploads', token: buyer.token, raw: { body: 'garbage', contentType: 'multipart/form-data; boundary=xyz' } },
      'upload broken multipart',
      [400, 403, 415, 422],
    );
  });
});

describe('replays of payments: refused in Chinese, nothing paid twice', () => {
  it('paying twice, confirming twice, refusing after confirming', async () => {
    const [once] = await bareOrders(t, buyer.userId, 1);
    t.clock.advance(1100);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${once}/pay`,
      headers: bearer(buyer.token),
      payload: { payment_mode: 4, password: PASSWORD },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: `/api/orders/${once}/pay`, token: buyer.token, payload: { payment_mode: 4, password: PASSWORD } },
      'pay replayed after 1 s',
      [409],
    );
    for (const path of ['alipay', 'alipay-qr']) {
      await expectRefusedUnchanged(t, { method: 'POST', url: `/api/orders/${once}/${path}`, token: buyer.token }, `${path} on a paid order`, [409]);
    }
    await expectRefusedUnchanged(
      t,
      { method: 'PUT', url: `/api/orders/${once}/upload_voucher`, token: buyer.token, payload: { voucher_image_url: [proof] } },
      'proof for a paid order',
      [409],
    );

    const [transfer] = await bareOrders(t, buyer.userId, 1);
    t.clock.advance(1100);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/orders/${transfer}/upload_voucher`,
          headers: bearer(buyer.token),
          payload: { voucher_image_url: [proof] },
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(1100);
    expect((await t.app.inject({ method: 'POST', url: `/api/operator/transfers/${transfer}/confirm`, headers: bearer(operator) })).statusCode).toBe(200);
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: `/api/operator/transfers/${transfer}/confirm`, token: operator },
      'confirm replayed after 1 s',
      [409],
    );
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: `/api/operator/transfers/${transfer}/refuse`, token: operator, payload: { reason: '重复' } },
      'refuse after confirm',
      [409],
    );
    await expectRefusedUnchanged(
      t,
      { method: 'POST', url: `/api/orders/${transfer}/pay`, token: buyer.token, payload: { payment_mode: 4, password: PASSWORD } },
      'balance pay after a confirmed transfer',
      [409],
    );
  });
});

describe('races: two conflicting actions at the same moment, one wins and the other is refused in Chinese', () => {
  const walletSum = async (userId: number) =>
    Number((await t.deps.pool.query('select coalesce(sum(amount), 0)::bigint as b from wallet_entries where user_id = $1', [userId])).rows[0].b);

  it('cancel and balance payment of the same order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [orderId] = await bareOrders(t, buyer.userId, 1, 10_000);
      const before = await walletSum(buyer.userId);
      t.clock.advance(1100);
      const [cancel, pay] = await Promise.all([
        t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) }),
        t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: bearer(buyer.token), payload: { payment_mode: 4, password: PASSWORD } }),
      ]);
      const statuses = [cancel.statusCode, pay.statusCode].sort();
      expect(statuses, `${cancel.body} / ${pay.body}`).toEqual([200, 409]);
      const loser = cancel.statusCode === 409 ? cancel : pay;
      expect(loser.json().msg).toMatch(/[\u4e00-\u9fa5]/);
      const status = (await t.deps.pool.query<{ status: string }>('select status from orders where id = $1', [orderId])).rows[0]!.status;
      const after = await walletSum(buyer.userId);
      if (pay.statusCode === 200) expect([status, before - after]).toEqual(['paid', 10_000]);
      else expect([status, after]).toEqual(['cancelled', before]);
    }
  });

  it('an operator confirming and refusing the same transfer proof', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [orderId] = await bareOrders(t, buyer.userId, 1);
      t.clock.advance(1100);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/orders/${orderId}/upload_voucher`,
            headers: bearer(buyer.token),
            payload: { voucher_image_url: [proof] },
          })
        ).statusCode,
      ).toBe(200);
      const [confirm, refuse] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/operator/transfers/${orderId}/confirm`, headers: bearer(operator) }),
        t.app.inject({ method: 'POST', url: `/api/operator/transfers/${orderId}/refuse`, headers: bearer(operator), payload: { reason: '未查到该笔转账' } }),
      ]);
      expect([confirm.statusCode, refuse.statusCode].sort(), `${confirm.body} / ${refuse.body}`).toEqual([200, 409]);
      const row = (await t.deps.pool.query<{ status: string; offline_status: number }>('select status, offline_status from orders where id = $1', [orderId]))
        .rows[0]!;
      expect(row).toEqual(confirm.statusCode === 200 ? { status: 'paid', offline_status: 2 } : { status: 'submitted', offline_status: 3 });
    }
  });
});

describe('POST /orders/pay-alipay (the browser form, answered with HTML pages)', () => {
  const form = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/orders/pay-alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('refuses bad fields, a dead session and someone else’s order with a Chinese page, and starts no trade', async () => {
    const cases: [Record<string, string>, number][] = [
      [{}, 422],
      [{ _token: buyer.token, payment_mode: '8', order_id: 'abc' }, 422],
      [{ _token: buyer.token, payment_mode: '8', order_id: '0x10' }, 422],
      [{ _token: buyer.token, payment_mode: '4', order_id: String(order) }, 422],
      [{ _token: 'x'.repeat(5000), payment_mode: '8', order_id: String(order) }, 422],
      [{ _token: 'not-a-session', payment_mode: '8', order_id: String(order) }, 401],
      [{ _token: buyer.token, payment_mode: '8', order_id: String(strangersOrder) }, 404],
      [{ _token: buyer.token, payment_mode: '8', order_id: '9007199254740993' }, 422],
    ];
    for (const [fields, status] of cases) {
      const before = await dbFingerprint(t);
      const response = await form(fields);
      expect(response.statusCode, `${JSON.stringify(fields).slice(0, 80)}: ${response.body.slice(0, 200)}`).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      const page = response.body.slice(response.body.indexOf('<main>'));
      expect(page).toMatch(/[\u4e00-\u9fa5]/);
      expect(page).not.toMatch(/Expected|invalid_type|violates|column|stack/);
      expect(await dbFingerprint(t)).toEqual(before);
    }
  });
});
