import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZCompanyInfo, ZCompanyPage, ZCompanyVenuePage } from '@vm/contracts/companies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { seedOrderCatalogue } from '../orders/test/order-fixtures';
import { picture, tokenFor, upload } from '../uploads/test/upload-fixtures';

let t: TestContext;
let dataDir: string;
let f: CatalogueFixture;
let supplierToken: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-companies-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ f, supplierToken } = await seedOrderCatalogue(t));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const put = (token: string, payload: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method: 'PUT', url: '/api/company_info', headers: bearer(token), payload });
};
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function licenceOf(token: string, bucket = 'licence'): Promise<string> {
  const uploadToken = await tokenFor(t, token, bucket);
  const response = await upload(t, token, [
    { name: 'token', value: uploadToken },
    { name: 'file', filename: '营业执照.png', data: await picture('png', 300, 200) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result.url as string;
}

const body = (licence: string) => ({
  name: '上海示例科技有限公司',
  licence_url: licence,
  industry_id: 101,
  province_id: 9,
  city_id: 90,
  district_id: 1,
  address: '虹桥路1号',
});

describe('company information', () => {
  it('checks the form with Chinese messages and the licence must be the caller’s own upload', async () => {
    const user = await loginAs(t, '13844440001');
    const other = await loginAs(t, '13844440002');
    const licence = await licenceOf(user.token);
    const othersLicence = await licenceOf(other.token);
    const designFile = await licenceOf(user.token, 'design');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...body(licence), name: ' ' }, 'name', '请输入公司名称'],
      [{ ...body(licence), name: '字'.repeat(61) }, 'name', '公司名称最多60个字'],
      [{ ...body(licence), licence_url: '' }, 'licence_url', '请上传营业执照'],
      [{ ...body(licence), industry_id: 999 }, 'industry_id', '请选择所属行业'],
      [{ ...body(licence), industry_id: null }, 'industry_id', '请选择所属行业'],
      [{ ...body(licence), district_id: null }, 'region', '请选择省市区！'],
      [{ ...body(licence), district_id: 3 }, 'region', '请选择省市区！'],
      [{ ...body(licence), address: '' }, 'address', '请填写详细地址！'],
      [{ ...body(licence), address: '字'.repeat(37) }, 'address', '详细地址最多36个字'],
      [body(othersLicence), 'licence_url', '请上传本人上传的文件'],
      [body(designFile), 'licence_url', '请上传本人上传的文件'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(user.token, payload);
      expect([response.statusCode, response.json().msg, response.json().errors?.[field]], JSON.stringify(payload)).toEqual([422, message, message]);
    }
    expect((await get('/api/company_info', user.token)).json().result).toBeNull();
    expect((await get('/api/company_info')).statusCode).toBe(401);

    const saved = await put(user.token, body(licence));
    expect(saved.statusCode, saved.body).toBe(200);
    const info = ZCompanyInfo.parse(saved.json().result);
    expect(info).toMatchObject({
      name: '上海示例科技有限公司',
      industry: '快消零售 / 食品饮料',
      industry_parent_id: 1,
      province: '上海市',
      district: '徐汇区',
    });
    // Edited without a new upload: the licence on file stays acceptable.
    const edited = await put(user.token, { ...body(licence), industry_id: 2, name: '上海示例网络有限公司' });
    expect(edited.json().result).toMatchObject({ id: info.id, name: '上海示例网络有限公司', industry: '互联网' });
    expect((await get('/api/users/profile', user.token)).json().result.company_id).toBe(info.id);
    expect((await get('/api/company_info', other.token)).json().result).toBeNull();

    // The licence is private: stored as its path (the signed link sent back is unsigned before validation),
    // shown to its owner as a short-lived signed link that opens it; the path alone opens nothing.
    const stored = await t.deps.pool.query('select licence_url from companies where id = $1', [info.id]);
    expect(stored.rows[0].licence_url).toBe(licence.split('?')[0]);
    const shown = (await get('/api/company_info', user.token)).json().result.licence_url as string;
    expect(shown).toMatch(/^\/files\/licence\/.+\?exp=\d+&sig=/);
    expect((await get(shown)).statusCode).toBe(200);
    expect((await get(licence.split('?')[0]!)).statusCode).toBe(403);
  });

  it('shows a company publicly with its venues, never its licence image, and links venue pages to it', async () => {
    const licence = await licenceOf(supplierToken);
    const company = (await put(supplierToken, { ...body(licence), name: '演示场地运营有限公司', industry_id: 5 })).json().result;
    const page = await get(`/api/companies/${company.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const shown = ZCompanyPage.parse(page.json().result);
    expect(shown).toMatchObject({ name: '演示场地运营有限公司', industry: '房产家居', city: '上海', has_licence: true });
    expect(shown.venue_count).toBeGreaterThan(0);
    expect(page.body).not.toContain(licence);
    const venues = (await get(`/api/companies/${company.id}/venues?page=1&page_size=2`)).json().result;
    expect(() => ZCompanyVenuePage.parse(venues)).not.toThrow();
    expect(venues.total).toBe(shown.venue_count);
    expect(venues.data.length).toBeLessThanOrEqual(2);
    expect((await get('/api/companies/999999')).json()).toMatchObject({ code: 404, msg: '企业不存在' });
    expect((await get('/api/companies/999999/venues')).statusCode).toBe(404);

    const venue = (await get(`/api/fields/${f.venues.P1}`)).json().result;
    expect(venue.selling_resources[0].user).toMatchObject({ company_id: company.id });
  });
});
