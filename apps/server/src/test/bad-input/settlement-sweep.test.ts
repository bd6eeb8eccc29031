import { afterAll, beforeAll, describe, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-app';
import { BAD, sweepEndpoint, type Endpoint } from './sweep-harness';

/**
 * The bad-input sweep over settlement (issue 29): the supplier's bank accounts, withdrawals, earnings and
 * statements, the operator's commission rules and withdrawal queue. Each: 401 without a login, 403 for the
 * wrong role, another supplier's ids refused, bad fields 4xx in Chinese — and nothing changed.
 */

let t: TestContext;
let supplier: string;
let other: string;
let buyer: string;
let operator: string;
let othersAccount = 0;
let pendingWithdrawal = 0;
let rule = 0;

beforeAll(async () => {
  t = await createTestApp();
  const a = await loginAs(t, '13900000061', ['property']);
  supplier = a.token;
  other = (await loginAs(t, '13900000062', ['property'])).token;
  buyer = (await loginAs(t, '13811116666')).token;
  operator = (await loginAs(t, '13700000006', ['operator'])).token;
  const post = async (url: string, token: string, payload: Record<string, unknown>) => {
    t.clock.advance(1100);
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    if (response.statusCode >= 300) throw new Error(response.body);
    return response.json().result as { id: number };
  };
  await post('/api/supplier/bank_accounts', supplier, { account_name: '甲公司', bank_name: '招商银行', account_number: '12345678901' });
  othersAccount = (await post('/api/supplier/bank_accounts', other, { account_name: '乙公司', bank_name: '工商银行', account_number: '98765432101' })).id;
  rule = (await post('/api/operator/commission_rules', operator, { rate: 1000 })).id;
  // A withdrawal the queue can decide on: the supplier's available money, as a released earning leaves it.
  const now = t.clock.now();
  const account = (await t.deps.pool.query<{ id: number }>('select id from supplier_bank_accounts where supplier_id = $1', [a.userId])).rows[0]!.id;
  pendingWithdrawal = (
    await t.deps.pool.query<{ id: number }>(
      `insert into withdrawals (supplier_id, bank_account_id, amount, status, created_at) values ($1, $2, 100, 'pending', $3) returning id`,
      [a.userId, account, now],
    )
  ).rows[0]!.id;
});
afterAll(async () => t.close());

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/supplier/bank_accounts',
    token: () => supplier,
    body: () => ({ account_name: '甲公司', bank_name: '建设银行', account_number: '11112222333344' }),
    badBody: {
      account_name: BAD.requiredText(60),
      bank_name: BAD.requiredText(60),
      account_number: [null, '', {}, [], '1234567', '1'.repeat(31), 'abcdefghij', '1234-5678-90'],
    },
    wrongRoleToken: () => buyer,
  },
  {
    method: 'POST',
    url: '/api/supplier/withdrawals',
    token: () => supplier,
    body: () => ({ amount: 1, bank_account_id: othersAccount }),
    badBody: { amount: [...BAD.positiveInt, 2 ** 60], bank_account_id: [...BAD.id, othersAccount] },
    wrongRoleToken: () => buyer,
  },
  {
    method: 'GET',
    url: '/api/supplier/earnings',
    token: () => supplier,
    wrongRoleToken: () => buyer,
    badQuery: { status: ['x', 'PENDING'], month: ['2026-13', '2026-1', 'x'], page: ['0', 'a'], page_size: ['0', '101'] },
  },
  { method: 'GET', url: '/api/supplier/withdrawals', token: () => supplier, wrongRoleToken: () => buyer, badQuery: { status: ['x'], page: ['0', 'a'] } },
  {
    method: 'GET',
    url: '/api/supplier/statements?month=2026-12',
    token: () => supplier,
    wrongRoleToken: () => buyer,
    badQuery: { month: ['2026-13', '', 'x'], format: ['pdf', 'x'] },
  },
  { method: 'GET', url: '/api/supplier/balance', token: () => supplier, wrongRoleToken: () => operator },
  {
    method: 'POST',
    url: '/api/operator/commission_rules',
    token: () => operator,
    body: () => ({ category_id: 1, rate: 500 }),
    badBody: {
      rate: [...BAD.positiveInt.filter((value) => value !== 0), 10_001, null],
      supplier_id: [...BAD.id.filter((value) => value !== ''), 999_999],
      category_id: [...BAD.id.filter((value) => value !== ''), 999_999],
    },
    wrongRoleToken: () => supplier,
  },
  { method: 'DELETE', url: '/api/operator/commission_rules/{id}', token: () => operator, id: () => rule, wrongRoleToken: () => supplier },
  { method: 'GET', url: '/api/operator/withdrawals', token: () => operator, wrongRoleToken: () => supplier, badQuery: { status: ['x'], page: ['0'] } },
  {
    method: 'GET',
    url: '/api/operator/insights?from=2026-11-01&to=2026-11-30',
    token: () => operator,
    wrongRoleToken: () => supplier,
    badQuery: { from: ['x', '2026-02-30', '2026-12-01', '2025-01-01', ''], to: ['x', '2026-13-01', '2026-10-01', ''], group_by: ['week', ''] },
  },
  {
    method: 'POST',
    url: '/api/operator/withdrawals/{id}/pay',
    token: () => operator,
    id: () => pendingWithdrawal,
    body: () => ({ reference: 'B1' }),
    badBody: { reference: BAD.requiredText(64) },
    wrongRoleToken: () => supplier,
  },
  {
    method: 'POST',
    url: '/api/operator/withdrawals/{id}/refuse',
    token: () => operator,
    id: () => pendingWithdrawal,
    body: () => ({ reason: '信息有误' }),
    badBody: { reason: BAD.requiredText(200) },
    wrongRoleToken: () => other,
  },
  {
    method: 'POST',
    url: '/api/operator/order_items/{id}/refund',
    token: () => operator,
    id: () => 999_999,
    body: () => ({ reason: '售后' }),
    badBody: { reason: BAD.requiredText(60) },
    wrongRoleToken: () => supplier,
  },
];

describe('bad input to settlement: a 4xx with a specific Chinese message, and nothing changed', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, { timeout: 180_000 }, async () => {
      await sweepEndpoint(t, endpoint);
    });
  }
});
