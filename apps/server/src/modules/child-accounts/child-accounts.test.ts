import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, loginWithSms, type TestContext } from '../../test/test-app';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder } from '../orders/test/order-fixtures';
import { seedSupplierWorld, send, type SupplierWorld } from '../supplier-venues/test/supplier-fixtures';

let t: TestContext;
let w: SupplierWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedSupplierWorld(t);
});
afterAll(async () => t.close());

describe('child accounts', () => {
  let childId: number;
  let childToken: string;

  it('the supplier adds staff by mobile; the child logs in with its own mobile and reviews the parent’s order items', async () => {
    const added = await send(t, 'POST', '/api/child_accounts', w.a.token, { mobile: '13900000002', name: '小王', permissions: ['orders'] });
    expect(added.statusCode, added.body).toBe(201);
    childId = added.json().result.id;
    childToken = await loginWithSms(t, '13900000002');
    const account = await send(t, 'GET', '/api/supplier_account', childToken);
    expect(account.json().result).toMatchObject({ owner: { id: w.a.userId }, actor: { mobile: '13900000002' }, is_child: true, permissions: ['orders'] });

    const buyer = await newBuyer(t, { balance: 10_000_000 });
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(w.f.booths.S6, ['2026-12-10'])]));
    await payOrder(t, orderId);
    const items = await send(t, 'GET', '/api/order_items?status=paid', childToken);
    expect(items.statusCode).toBe(200);
    const item = items.json().result.data[0];
    expect(item.order.id).toBe(orderId);
    const approved = await send(t, 'POST', `/api/order_items/${item.id}/approve`, childToken);
    expect(approved.statusCode, approved.body).toBe(200);
    const log = await send(t, 'GET', '/api/supplier_actions', w.a.token);
    expect(log.json().result.data[0]).toMatchObject({
      owner_id: w.a.userId,
      actor: { mobile: '13900000002' },
      action: 'order_item.approve',
      target: `子订单#${item.id}`,
    });
  });

  it('a child acts only within its permissions and never manages other children', async () => {
    expect((await send(t, 'GET', '/api/managed_resources', childToken)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/price_rules', childToken)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/child_accounts', childToken)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/child_accounts', childToken, { mobile: '13900000077', name: '小李', permissions: ['orders'] })).statusCode).toBe(403);
  });

  it('with `venues` the child manages price rules for the parent, recorded as itself', async () => {
    const changed = await send(t, 'PUT', `/api/child_accounts/${childId}`, w.a.token, { name: '小王', permissions: ['orders', 'venues'] });
    expect(changed.statusCode, changed.body).toBe(200);
    const rule = await send(t, 'POST', '/api/price_rules', childToken, {
      name: '员工建的规则',
      selling_resource_ids: [w.f.booths.S1],
      lease_term_type_id: 9,
      start: '2026-12-01',
      end: '2026-12-31',
      weekdays: [1],
      price: 88800,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const rules = (await send(t, 'GET', '/api/price_rules', w.a.token)).json().result.data;
    expect(rules[0]).toMatchObject({ name: '员工建的规则', created_by: { mobile: '13900000002' } });
    const list = (await send(t, 'GET', '/api/child_accounts', w.a.token)).json().result;
    expect(list).toEqual([expect.objectContaining({ id: childId, mobile: '13900000002', name: '小王', permissions: ['orders', 'venues'] })]);
  });

  it('refuses a supplier’s mobile, the owner itself and another supplier’s staff', async () => {
    const supplier = await send(t, 'POST', '/api/child_accounts', w.a.token, { mobile: '13900000055', name: '别家', permissions: ['orders'] });
    expect(supplier.statusCode).toBe(409);
    expect(supplier.json().msg).toBe('该手机号已是供应商账号，不能添加为子账号');
    const taken = await send(t, 'POST', '/api/child_accounts', w.b.token, { mobile: '13900000002', name: '挖人', permissions: ['orders'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('该手机号已是子账号');
    const badMobile = await send(t, 'POST', '/api/child_accounts', w.a.token, { mobile: '2390000000', name: '错号', permissions: ['orders'] });
    expect(badMobile.json().msg).toBe('请输入有效的手机号');
    const noPermission = await send(t, 'POST', '/api/child_accounts', w.a.token, { mobile: '13900000066', name: '无权', permissions: [] });
    expect(noPermission.json().msg).toBe('请选择权限');
  });

  it('another supplier cannot change or remove the child (404); a buyer gets 403, a visitor 401', async () => {
    expect((await send(t, 'DELETE', `/api/child_accounts/${childId}`, w.b.token)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `/api/child_accounts/${childId}`, w.b.token, { name: 'x', permissions: ['orders'] })).statusCode).toBe(404);
    const buyer = await loginAs(t, '13811115555');
    expect((await send(t, 'GET', '/api/child_accounts', buyer.token)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/supplier_account', buyer.token)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/order_items', buyer.token)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/child_accounts', null)).statusCode).toBe(401);
  });

  it('a removed child loses access at once', async () => {
    expect((await send(t, 'DELETE', `/api/child_accounts/${childId}`, w.a.token)).statusCode).toBe(200);
    expect((await send(t, 'GET', '/api/order_items', childToken)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/child_accounts', w.a.token)).json().result).toEqual([]);
  });
});
