import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemand } from '../../modules/demands/test/demand-fixtures';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../../modules/orders/test/order-fixtures';
import { picture, tokenFor, upload } from '../../modules/uploads/test/upload-fixtures';
import type { CatalogueFixture } from '../../modules/catalogue/catalogue-fixture';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';

// docs/spec/api.md "Hardening, second round — fixed": a restricted upload is signed only where its record
// is read by someone who may see it; the same path written into free text opens for no one.
let t: TestContext;
let f: CatalogueFixture;
let dataDir: string;
let operator: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-record-links-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ f } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000019', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const SIGNED = /\?exp=\d+&sig=[A-Za-z0-9_-]+$/;

async function uploaded(token: string, bucket: 'voucher' | 'licence'): Promise<string> {
  const response = await upload(t, token, [
    { name: 'token', value: await tokenFor(t, token, bucket) },
    { name: 'file', filename: 'proof.png', data: await picture('png', 60, 40) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().result.url as string).split('?')[0]!;
}

/** Every restricted path (signed or not) an answer's text contains. */
const linksIn = (text: string, plain: string) =>
  [...text.matchAll(new RegExp(`${plain.replace(/[.?]/g, '\\$&')}(\\?exp=\\d+&sig=[A-Za-z0-9_-]+)?`, 'g'))].map((m) => m[0]);

describe('a transfer proof', () => {
  it('is signed for its buyer and operators; quoted in a demand it opens for no one', async () => {
    const owner = await newBuyer(t);
    const copier = await newBuyer(t);
    const orderId = await placeOrder(t, owner.token, orderBody([dayLine(f.booths.S1, ['2026-12-15'])]));
    const proof = await uploaded(owner.token, 'voucher');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/upload_voucher`,
      headers: bearer(owner.token),
      payload: { voucher_image_url: [proof] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().result.voucher_image_url[0]).toMatch(SIGNED);

    // The rightful readers: the buyer (order detail, payment page) and operators (transfers to confirm).
    const rightful = [
      (await get(`/api/orders/${orderId}`, owner.token)).json().result.voucher_image_url[0] as string,
      (await get(`/api/payment/orders/${orderId}`, owner.token)).json().result.voucher_image_url[0] as string,
      ((await get('/api/operator/transfers', operator)).json().result.data as { order_id: number; voucher_image_url: string[] }[]).find(
        (row) => row.order_id === orderId,
      )!.voucher_image_url[0]!,
    ];
    for (const link of rightful) {
      expect(link.startsWith(`${proof}?exp=`) && SIGNED.test(link), link).toBe(true);
      expect((await get(link)).statusCode).toBe(200);
    }

    // Another buyer who saw the path posts it in a public demand: no answer signs it for anyone.
    const demandId = await createDemand(t, copier.token, { ex_description: `看这里 ${proof} 以及 ${proof}` });
    const readers = [
      await get(`/api/appeal/${demandId}`),
      await get(`/api/appeal/${demandId}`, copier.token),
      await get('/api/appeal/mine', copier.token),
      await get('/api/operator/appeals', operator),
    ];
    let seen = 0;
    for (const answer of readers) {
      for (const link of linksIn(answer.body, proof)) {
        seen += 1;
        expect(link).toBe(proof);
      }
    }
    expect(seen).toBeGreaterThan(0);
    const opened = await get(proof);
    expect([opened.statusCode, opened.json().msg]).toEqual([403, '无权查看该文件']);
  });
});

describe('a licence', () => {
  it('is signed for its applicant reading the company info; quoted by another user it opens for no one', async () => {
    const owner = await newBuyer(t);
    const licence = await uploaded(owner.token, 'licence');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/company_info',
      headers: bearer(owner.token),
      payload: { name: '上海示例科技有限公司', licence_url: licence, industry_id: 101, province_id: 9, city_id: 90, district_id: 1, address: '虹桥路1号' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await get('/api/company_info', owner.token)).json().result.licence_url as string;
    expect(read.startsWith(`${licence}?exp=`) && SIGNED.test(read)).toBe(true);
    expect((await get(read)).statusCode).toBe(200);

    const copier = await newBuyer(t);
    const demandId = await createDemand(t, copier.token, { ex_description: `证照 ${licence}` });
    const answers = [await get(`/api/appeal/${demandId}`), await get('/api/appeal/mine', copier.token), await get('/api/company_info', copier.token)];
    for (const answer of answers) for (const link of linksIn(answer.body, licence)) expect(link).toBe(licence);
    expect((await get(licence)).statusCode).toBe(403);
  });
});
