import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/accounts/sessions';
import { fileStoreFor } from '../platform/storage/create-file-store';
import { bearer, createTestApp, type TestContext } from '../test/test-app';
import { DEMO_UNREAD_MESSAGES } from './seed-account-life';
import { DEMO_COMPANIES, DEMO_EMAIL_COUPON } from './seed-account-settings';
import { seedDemoData } from './seed-demo';

let t: TestContext;
let buyer: string;
let operator: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-seed-settings-'));

const tokenOf = async (mobile: string) => {
  const user = await t.deps.pool.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
  return createSession(t.deps, user.rows[0]!.id);
};
const result = async (url: string, token?: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  expect(await seedDemoData(t.deps.pool, pino({ level: 'silent' }), { now: t.clock.now(), files: fileStoreFor(t.deps.config) })).toBe(true);
  buyer = await tokenOf('13800000001');
  operator = await tokenOf('13700000001');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo accounts’ settings (issue 13 items 4–6)', () => {
  it('gives the demo buyer invoice titles, two addresses with one default, and a company', async () => {
    const titles = await result('/api/invoice_titles', buyer);
    expect(titles.data.map((title: { type: number; is_default: boolean }) => [title.type, title.is_default])).toEqual([
      [2, true],
      [3, false],
    ]);
    const addresses = await result('/api/addresses', buyer);
    expect(addresses.total).toBe(2);
    expect(addresses.data.filter((address: { is_default: boolean }) => address.is_default)).toHaveLength(1);
    // The districts match the street addresses.
    expect(addresses.data.map((address: { district: string; address: string }) => `${address.district}${address.address}`).sort()).toEqual([
      '徐汇区漕溪北路88号3楼',
      '静安区南京西路1266号恒隆广场',
    ]);
    expect(await result('/api/company_info', buyer)).toMatchObject({
      name: DEMO_COMPANIES.buyer.name,
      industry: '快消零售 / 食品饮料',
      city: '上海',
      district: '徐汇区',
    });
  });

  it('has an issued invoice to download, one waiting for the operator, and an order that may ask for one', async () => {
    const invoices = await result('/api/invoices', buyer);
    expect(invoices.data.map((invoice: { status: string }) => invoice.status).sort()).toEqual(['issued', 'requested']);
    const issued = invoices.data.find((invoice: { status: string }) => invoice.status === 'issued');
    const download = await t.app.inject({ method: 'GET', url: `/api/invoices/${issued.id}/download`, headers: bearer(buyer) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const desk = await result('/api/operator/invoices?status=requested', operator);
    expect(desk.total).toBe(1);
    const orders = await result('/api/invoices/orders', buyer);
    // The executing order of the invoice demo, and the after-sales demo's executing and finished ones.
    expect(orders.data.filter((order: { can_request: boolean }) => order.can_request).length).toBeGreaterThanOrEqual(1);
    // The issued invoice wrote its 站内信; the badge still shows the demo's few unread, whatever came last.
    const messages = await result('/api/user_messages?page_size=50', buyer);
    expect(messages.data.map((message: { title: string }) => message.title)).toContain('发票已开具');
    expect((await result('/api/users/current/badge_info', buyer)).unread_count).toBe(DEMO_UNREAD_MESSAGES);
  });

  it('opens the platform’s company as /company/view/1, and the demo supplier’s from its venue pages', async () => {
    expect(await result('/api/companies/1')).toMatchObject({ name: DEMO_COMPANIES.platform.name, district: DEMO_COMPANIES.platform.district });
    const venue = (
      await t.deps.pool.query<{ id: number }>(
        `select p.id from physical_resources p join communities c on c.id = p.community_id join users u on u.id = c.owner_id
        where u.mobile = '13900000001' and p.parent_id is null order by p.id limit 1`,
      )
    ).rows[0]!;
    const detail = await result(`/api/fields/${venue.id}`);
    const companyId = detail.selling_resources[0].user.company_id;
    const company = await result(`/api/companies/${companyId}`);
    expect(company).toMatchObject({ name: DEMO_COMPANIES.supplier.name });
    expect(company.venue_count).toBeGreaterThan(0);
  });

  it('configures the email coupon the operator gives for a first subscription', async () => {
    const rewards = await t.deps.pool.query(`select t.text from coupon_rewards r join coupon_templates t on t.id = r.template_id where r.purpose = 'email'`);
    expect(rewards.rows).toEqual([{ text: DEMO_EMAIL_COUPON.text }]);
  });
});
