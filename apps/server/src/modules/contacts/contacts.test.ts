import { ZContactPage } from '@vm/contracts/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedOrderCatalogue } from '../orders/test/order-fixtures';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderCatalogue(t); // provinces, cities and districts of the catalogue fixture
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', url: string, token: string, payload: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method, url, headers: bearer(token), payload });
};
const list = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/contacts?page=1&pageSize=99', headers: bearer(token) })).json().result;
const valid = { name: '张三', mobile: '13812345678', is_default: 0 };

describe('contacts', () => {
  it('checks the dialog with the spec’s messages and keeps nothing on bad input', async () => {
    const user = await loginAs(t, '13822220001');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: ' ' }, '请输入联系人', 'name'],
      [{ ...valid, name: '字'.repeat(25) }, '联系人最多24个字', 'name'],
      [{ ...valid, mobile: '' }, '请输入联系人电话', 'mobile'],
      [{ ...valid, mobile: '1381234567' }, '请输入有效的手机号', 'mobile'],
      [{ ...valid, address: '字'.repeat(37) }, '详细地址最多36个字', 'address'],
      [{ ...valid, province_id: 9, city_id: 90 }, '请选择省市区！', 'region'],
      [{ ...valid, province_id: 9, city_id: 90, district_id: 3 }, '请选择省市区！', 'region'],
    ];
    for (const [payload, msg, field] of cases) {
      const response = await send('POST', '/api/contacts', user.token, payload);
      expect([response.statusCode, response.json().msg, response.json().errors?.[field]]).toEqual([422, msg, msg]);
    }
    expect((await list(user.token)).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts' })).statusCode).toBe(401);
  });

  it('adds, edits and deletes the caller’s contacts, with exactly one default', async () => {
    const [user, other] = [await loginAs(t, '13822220002'), await loginAs(t, '13822220003')];
    const first = await send('POST', '/api/contacts', user.token, { ...valid, province_id: 9, city_id: 90, district_id: 1, address: '虹桥路1号' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      msg: '添加联系人成功',
      result: { is_default: true, province: '上海市', city: '上海', district: '徐汇区', address: '虹桥路1号' },
    });
    const second = (await send('POST', '/api/contacts', user.token, { ...valid, name: '李四', is_default: true })).json().result;
    const page = await list(user.token);
    expect(() => ZContactPage.parse(page)).not.toThrow();
    expect(page.data.map((contact: { name: string; is_default: boolean }) => [contact.name, contact.is_default])).toEqual([
      ['李四', true],
      ['张三', false],
    ]);

    const firstId = first.json().result.id;
    const foreign = await send('PUT', `/api/contacts/${firstId}`, other.token, valid);
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '联系人不存在']);
    const [a, b] = await Promise.all([
      send('PUT', `/api/contacts/${firstId}`, user.token, { ...valid, name: '张三丰', is_default: 1 }),
      send('PUT', `/api/contacts/${second.id}`, user.token, { ...valid, name: '李四', is_default: 1 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().msg).toBe('编辑联系人成功！');
    const defaults = (await list(user.token)).data.filter((contact: { is_default: boolean }) => contact.is_default);
    expect(defaults).toHaveLength(1);

    const defaultId = defaults[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contacts/${defaultId}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contacts/${defaultId}`, headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await list(user.token)).data).toEqual([expect.objectContaining({ is_default: true })]);
    expect((await list(other.token)).total).toBe(0);
  });
});
