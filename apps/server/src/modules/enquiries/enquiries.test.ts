import { ZEnquiryPage } from '@vm/contracts/enquiries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { seedOrderCatalogue } from '../orders/test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
});
afterAll(async () => {
  await t.close();
});

const post = (token: string, payload: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method: 'POST', url: '/api/enquiry_information', headers: bearer(token), payload });
};
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('enquiries', () => {
  it('checks the form with the spec’s messages and changes nothing on bad input', async () => {
    const user = await loginAs(t, '13811110001');
    const valid = { sid: f.booths.S8, name: '李经理', mobile: '13811110001' };
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ ...valid, name: '' }, 422, '请输入您的姓名', 'name'],
      [{ ...valid, name: undefined }, 422, '请输入您的姓名', 'name'],
      [{ ...valid, name: '一二三四五六七八九十一二三' }, 422, '姓名最多12个字', 'name'],
      [{ ...valid, mobile: '' }, 422, '请输入您的手机号', 'mobile'],
      [{ ...valid, mobile: '2381111000' }, 422, '请输入有效的手机号', 'mobile'],
      [{ ...valid, sid: 'abc' }, 422, '请选择询价的场地'],
      [{ ...valid, sid: 999999 }, 404, '场地规格不存在'],
    ];
    for (const [payload, status, msg, field] of cases) {
      const response = await post(user.token, payload);
      expect([response.statusCode, response.json().msg]).toEqual([status, msg]);
      if (field) expect(response.json().errors[field]).toBe(msg);
    }
    expect((await get('/api/enquiry_information/count', user.token)).json().result).toEqual({ count: 0 });
  });

  it('records an enquiry, makes the user a business user, lists, counts and deletes only the caller’s', async () => {
    const supplier = await loginAs(t, '13811110002', ['property']);
    const other = await loginAs(t, '13811110003');
    const created = await post(supplier.token, { sid: f.booths.S8, name: '王经理', mobile: '13811110002' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().result.id;
    const roles = (await t.deps.pool.query('select roles from users where id = $1', [supplier.userId])).rows[0].roles;
    expect(roles).toEqual(['property', 'business']);
    expect(await t.deps.pool.query('select count(*)::int as n from booked_units').then((r) => r.rows[0].n)).toBe(0);

    const list = (await get('/api/enquiry_information', supplier.token)).json().result;
    expect(() => ZEnquiryPage.parse(list)).not.toThrow();
    expect(list.data).toEqual([expect.objectContaining({ id, sid: f.booths.S8, field_name: '国金中心外墙LED大屏', size: '整场', name: '王经理' })]);
    expect((await get('/api/enquiry_information', other.token)).json().result.total).toBe(0);
    expect((await get('/api/enquiry_information/count', supplier.token)).json().result).toEqual({ count: 1 });

    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/enquiry_information/${id}`, headers: bearer(other.token) });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '询价记录不存在']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/enquiry_information/${id}`, headers: bearer(supplier.token) })).statusCode).toBe(200);
    expect((await get('/api/enquiry_information/count', supplier.token)).json().result).toEqual({ count: 0 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/enquiry_information', payload: { sid: f.booths.S8, name: 'x', mobile: '13811110009' } })).statusCode,
    ).toBe(401);
  });
});
