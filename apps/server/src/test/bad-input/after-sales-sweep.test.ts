import { afterAll, beforeAll, describe, it } from 'vitest';
import { advanceOrdersByDate } from '../../modules/orders/advance-by-date';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../../modules/orders/test/order-fixtures';
import { sweepDeposits } from '../../workflows/after-sales-sweeps';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-app';
import { BAD, sweepEndpoint, type Endpoint } from './sweep-harness';

/**
 * The bad-input and access sweep over after-sales and delivery (issue 38): delivery proofs, cases, the
 * operator's arbitration, deposit claims. Each: 401 without a login, 403 for the wrong role where a role
 * decides, someone else's ids refused, bad fields 4xx in Chinese — and nothing changed.
 */

let t: TestContext;
let supplier: string;
let supplierId = 0;
let buyer: { userId: number; token: string };
let operator: string;
let stranger: string;
let item = 0;
let finishedItem = 0;
let caseId = 0;
let claimId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedOrderCatalogue(t);
  supplier = seeded.supplierToken;
  supplierId = (await t.deps.pool.query<{ id: number }>(`select id from users where mobile = '13900000001'`)).rows[0]!.id;
  operator = (await loginAs(t, '13700000038', ['operator'])).token;
  stranger = (await loginAs(t, '13800000038')).token;
  buyer = await newBuyer(t, { balance: 5_000_000 });
  await t.deps.pool.query(`insert into pay_passwords (user_id, password_hash, updated_at) values ($1, 'x', now())`, [buyer.userId]);
  const post = async (url: string, token: string, payload: Record<string, unknown> = {}) => {
    t.clock.advance(1100);
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    if (response.statusCode >= 300) throw new Error(response.body);
    return response.json().result as { id: number };
  };
  const orders = [
    await placeOrder(t, buyer.token, orderBody([dayLine(seeded.f.booths.S6, ['2026-11-25', '2026-11-26'])])),
    await placeOrder(t, buyer.token, orderBody([dayLine(seeded.f.booths.S6, ['2026-11-24'])])),
  ];
  for (const orderId of orders) await payOrder(t, orderId);
  const ids = await Promise.all(
    orders.map(async (orderId) => (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [orderId])).rows[0]!.id),
  );
  item = ids[0]!;
  finishedItem = ids[1]!;
  for (const id of [item, finishedItem]) await post(`/api/order_items/${id}/approve`, supplier);
  t.clock.set(new Date('2026-11-25T02:00:00Z'));
  await advanceOrdersByDate(t.deps);
  await sweepDeposits(t.deps);
  caseId = (await post('/api/after_sales', buyer.token, { order_item_id: item, reason_id: 4, description: '展位被占用', amount: 1000 })).id;
  claimId = (await post(`/api/order_items/${finishedItem}/deposit_claim`, supplier, { amount: 1000, reason: '清洁' })).id;
}, 120_000);
afterAll(async () => t.close());

const evidence = async () => {
  const url = `/files/evidence/sweep-${Date.now()}-${Math.random().toString(36).slice(2)}.jpg`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at)
     values ($1, 'evidence', $2, $2, 'a.jpg', 'image/jpeg', 100, now())`,
    [supplierId, url],
  );
  return url;
};
let proofImage = '';

const IMAGES = [...BAD.list, ['/files/evidence/not-yours.jpg'], Array(10).fill('/files/evidence/x.jpg')];

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/order_items/{id}/delivery_proofs',
    token: () => supplier,
    id: () => item,
    body: () => ({ images: [proofImage], note: '已布置' }),
    badBody: { images: [...IMAGES, []], note: BAD.text(200) },
    wrongRoleToken: () => buyer.token,
  },
  { method: 'GET', url: '/api/order_items/{id}/delivery_proofs', token: () => buyer.token, id: () => item },
  {
    method: 'POST',
    url: '/api/after_sales',
    token: () => buyer.token,
    body: () => ({ order_item_id: finishedItem, reason_id: 1, description: '未按约定交付', amount: 100 }),
    badBody: {
      order_item_id: BAD.id,
      reason_id: [...BAD.id, 99],
      description: BAD.requiredText(500),
      images: IMAGES,
      amount: [...BAD.positiveInt, 2 ** 60, 99_999_999],
    },
  },
  {
    method: 'GET',
    url: '/api/after_sales',
    token: () => buyer.token,
    badQuery: { role: ['x', 'operator'], status: ['x', 'OPEN'], page: ['0', 'a'], page_size: ['0', '51'] },
  },
  { method: 'GET', url: '/api/after_sales/{id}', token: () => buyer.token, id: () => caseId },
  {
    method: 'POST',
    url: '/api/after_sales/{id}/respond',
    token: () => supplier,
    id: () => caseId,
    body: () => ({ action: 'counter', amount: 500, note: '可退一半' }),
    badBody: { action: [null, '', 'x', 1, {}], amount: [...BAD.positiveInt, 1000, 2 ** 60], note: BAD.text(500), images: IMAGES },
  },
  { method: 'POST', url: '/api/after_sales/{id}/accept', token: () => buyer.token, id: () => caseId },
  { method: 'POST', url: '/api/after_sales/{id}/escalate', token: () => buyer.token, id: () => caseId },
  { method: 'POST', url: '/api/after_sales/{id}/cancel', token: () => supplier, id: () => caseId },
  { method: 'GET', url: '/api/operator/after_sales', token: () => operator, wrongRoleToken: () => supplier, badQuery: { status: ['x'], page: ['0'] } },
  {
    method: 'POST',
    url: '/api/operator/after_sales/{id}/decide',
    token: () => operator,
    id: () => caseId,
    body: () => ({ amount: 100, note: '裁决' }),
    badBody: { amount: [...BAD.positiveInt.filter((value) => value !== 0), 1001, null], note: BAD.requiredText(500) },
    wrongRoleToken: () => buyer.token,
  },
  { method: 'GET', url: '/api/order_items/{id}/deposit', token: () => buyer.token, id: () => finishedItem },
  {
    method: 'POST',
    url: '/api/order_items/{id}/deposit_claim',
    token: () => supplier,
    id: () => finishedItem,
    body: () => ({ amount: 100, reason: '清洁' }),
    badBody: { amount: [...BAD.positiveInt, 2 ** 60, 50_001], reason: BAD.requiredText(500), images: IMAGES },
    wrongRoleToken: () => buyer.token,
  },
  { method: 'POST', url: '/api/deposit_claims/{id}/accept', token: () => stranger, id: () => claimId },
  { method: 'POST', url: '/api/deposit_claims/{id}/dispute', token: () => stranger, id: () => claimId },
  { method: 'GET', url: '/api/operator/deposit_claims', token: () => operator, wrongRoleToken: () => supplier, badQuery: { status: ['x'], page: ['0'] } },
  {
    method: 'POST',
    url: '/api/operator/deposit_claims/{id}/decide',
    token: () => operator,
    id: () => claimId,
    body: () => ({ amount: 100 }),
    badBody: { amount: [...BAD.positiveInt.filter((value) => value !== 0), 1001, null], note: BAD.text(500) },
    wrongRoleToken: () => supplier,
  },
];

describe('bad input to after-sales and delivery: a 4xx with a specific Chinese message, and nothing changed', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, { timeout: 180_000 }, async () => {
      if (!proofImage) proofImage = await evidence();
      await sweepEndpoint(t, endpoint);
    });
  }
});
