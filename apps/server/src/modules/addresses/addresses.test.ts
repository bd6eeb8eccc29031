import { ZAddressPage } from '@vm/contracts/addresses';
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

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
};
const list = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: bearer(token) })).json().result;
const valid = { name: '张三', mobile: '13812345678', province_id: 9, city_id: 90, district_id: 1, address: '虹桥路1号', is_default: 0 };

describe('addresses', () => {
  it('checks the fields with the spec’s contact messages, the region and address required, and keeps nothing on bad input', async () => {
    const user = await loginAs(t, '13822230001');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: ' ' }, '请输入联系人', 'name'],
      [{ ...valid, name: '字'.repeat(25) }, '联系人最多24个字', 'name'],
      [{ ...valid, mobile: '' }, '请输入联系人电话', 'mobile'],
      [{ ...valid, mobile: '1381234567' }, '请输入有效的手机号', 'mobile'],
      [{ ...valid, mobile: '23812345678' }, '请输入有效的手机号', 'mobile'],
      [{ ...valid, province_id: null }, '请选择省市区！', 'region'],
      [{ ...valid, district_id: 0 }, '请选择省市区！', 'region'],
      [{ ...valid, district_id: 3 }, '请选择省市区！', 'region'],
      [{ ...valid, city_id: 'x' }, '请选择省市区！', 'city_id'],
      [{ ...valid, address: '' }, '请填写详细地址！', 'address'],
      [{ ...valid, address: '字'.repeat(37) }, '详细地址最多36个字', 'address'],
    ];
    for (const [payload, msg, field] of cases) {
      const response = await send('POST', '/api/addresses', user.token, payload);
      expect([response.statusCode, response.json().msg, response.json().errors?.[field]], JSON.stringify(payload)).toEqual([422, msg, msg]);
    }
    expect((await list(user.token)).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
  });

  it('adds, edits and deletes the caller’s addresses with exactly one default, also when two requests race', async () => {
    const [user, other] = [await loginAs(t, '13822230002'), await loginAs(t, '13822230003')];
    const first = await send('POST', '/api/addresses', user.token, valid);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      msg: '添加地址成功',
      result: { is_default: true, province: '上海市', city: '上海', district: '徐汇区', address: '虹桥路1号' },
    });
    const second = (await send('POST', '/api/addresses', user.token, { ...valid, name: '李四', is_default: true })).json().result;
    const page = await list(user.token);
    expect(() => ZAddressPage.parse(page)).not.toThrow();
    expect(page.data.map((address: { name: string; is_default: boolean }) => [address.name, address.is_default])).toEqual([
      ['李四', true],
      ['张三', false],
    ]);

    const firstId = first.json().result.id;
    const foreign = await send('PUT', `/api/addresses/${firstId}`, other.token, valid);
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '收货地址不存在']);
    const [a, b] = await Promise.all([
      send('PUT', `/api/addresses/${firstId}`, user.token, { ...valid, name: '张三丰', is_default: 1 }),
      send('PUT', `/api/addresses/${second.id}`, user.token, { ...valid, name: '李四', is_default: 1 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().msg).toBe('编辑地址成功！');
    const defaults = (await list(user.token)).data.filter((address: { is_default: boolean }) => address.is_default);
    expect(defaults).toHaveLength(1);

    const defaultId = defaults[0].id;
    expect((await send('DELETE', `/api/addresses/${defaultId}`, other.token)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/addresses/${defaultId}`, user.token)).statusCode).toBe(200);
    expect((await list(user.token)).data).toEqual([expect.objectContaining({ is_default: true })]);
    expect((await list(other.token)).total).toBe(0);
  });

  it('takes the region as the spec’s Address entity names it: province, city, district by id or by name', async () => {
    const user = await loginAs(t, '13822230005');
    const { province_id: _p, city_id: _c, district_id: _d, ...named } = valid;
    const byName = await send('POST', '/api/addresses', user.token, { ...named, province: '上海市', city: '上海', district: '徐汇区' });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json().result).toMatchObject({ province_id: 9, city_id: 90, district_id: 1, province: '上海市', city: '上海', district: '徐汇区' });
    const byId = await send('POST', '/api/addresses', user.token, { ...named, name: '李四', province: 9, city: '90', district: 1 });
    expect(byId.json().result).toMatchObject({ province_id: 9, city_id: 90, district_id: 1 });
    const unknown = await send('POST', '/api/addresses', user.token, { ...named, province: '上海市', city: '上海', district: '不存在区' });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([422, '请选择省市区！']);
  });

  it('keeps one default in the database itself (partial unique index)', async () => {
    const user = await loginAs(t, '13822230004');
    await send('POST', '/api/addresses', user.token, valid);
    await expect(
      t.deps.pool.query(
        `insert into addresses (user_id, name, mobile, province_id, city_id, district_id, address, is_default, created_at, updated_at)
         values ($1, '王五', '13812345679', 9, 90, 1, '路', true, now(), now())`,
        [user.userId],
      ),
    ).rejects.toThrow(/addresses_one_default_key/);
  });
});
