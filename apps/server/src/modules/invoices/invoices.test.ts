import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZInvoice, ZInvoiceableOrderPage, ZInvoicePage, ZInvoiceTitlePage, ZOperatorInvoicePage } from '@vm/contracts/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoicePdf } from '../../seed/demo-invoice-pdf';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { picture, tokenFor, upload } from '../uploads/test/upload-fixtures';

let t: TestContext;
let dataDir: string;
let f: CatalogueFixture;
let supplierToken: string;
let buyer: { userId: number; token: string };
let other: { userId: number; token: string };
let operator: { userId: number; token: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-invoices-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ f, supplierToken } = await seedOrderCatalogue(t));
  buyer = await newBuyer(t, { balance: 5_000_000 });
  other = await newBuyer(t, { balance: 5_000_000 });
  operator = await loginAs(t, '13700000001', ['operator']);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Each write a little later than the last: the 1 s duplicate-POST guard must not answer instead. */
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
};
const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
/** Moves the test clock to 10:00 in Shanghai of `date`. */
const setDay = (date: string) => t.clock.set(new Date(`${date}T02:00:00Z`));

const personal = { type: 1, title: '张三' };
const company = { type: 2, title: '上海示例科技有限公司', tax_code: '91310000MA1FL0XX1X' };
const special = { ...company, type: 3, address: '上海市徐汇区虹桥路1号', phone: '021-64001234', bank: '招商银行上海分行', account: '6222 0210 0112 3456' };

/** A paid order of the buyer on `dates` of booth S1, approved by its supplier. */
async function approvedOrder(token: string, dates: string[], booth = f.booths.S1): Promise<number> {
  const orderId = await placeOrder(t, token, orderBody([dayLine(booth, dates)]));
  await payOrder(t, orderId);
  const items = await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [orderId]);
  for (const item of items.rows) {
    const approved = await send('POST', `/api/order_items/${item.id}/approve`, supplierToken);
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return orderId;
}

describe('invoice titles', () => {
  it('checks every field with its Chinese message and keeps nothing on bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...personal, type: 9 }, 'type', '请选择发票类型'],
      [{ ...personal, type: 'x' }, 'type', '请选择发票类型'],
      [{ ...personal, title: '' }, 'title', '请输入发票抬头'],
      [{ ...company, title: ' ' }, 'title', '请输入单位名称'],
      [{ ...personal, title: '字'.repeat(61) }, 'title', '发票抬头最多60个字'],
      [{ ...company, tax_code: '' }, 'tax_code', '请输入纳税人识别号'],
      [{ ...company, tax_code: '91310000ma1fl0xx1x' }, 'tax_code', '纳税人识别号应为15、18或20位大写字母或数字'],
      [{ ...company, tax_code: '9131000012345678' }, 'tax_code', '纳税人识别号应为15、18或20位大写字母或数字'],
      [{ ...special, address: '' }, 'address', '请输入注册地址'],
      [{ ...special, phone: '' }, 'phone', '请输入注册电话'],
      [{ ...special, phone: '123' }, 'phone', '请输入有效的联系电话'],
      [{ ...special, bank: '' }, 'bank', '请输入开户银行'],
      [{ ...special, account: '' }, 'account', '请输入银行账号'],
      [{ ...special, account: '6222-abc' }, 'account', '请输入有效的银行账号'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send('POST', '/api/invoice_titles', buyer.token, payload);
      expect([response.statusCode, response.json().msg, response.json().errors?.[field]], JSON.stringify(payload)).toEqual([422, message, message]);
    }
    expect((await get('/api/invoice_titles', buyer.token)).json().result.total).toBe(0);
    expect((await get('/api/invoice_titles', null)).statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/invoice_titles',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps personal, company and special VAT titles, one default, the caller’s own only', async () => {
    const first = await send('POST', '/api/invoice_titles', buyer.token, personal);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().result).toMatchObject({ type: 1, type_name: '个人', title: '张三', tax_code: '', is_default: true });
    const vat = await send('POST', '/api/invoice_titles', buyer.token, { ...special, is_default: 1 });
    expect(vat.json().result).toMatchObject({ type: 3, tax_code: '91310000MA1FL0XX1X', account: '6222021001123456', is_default: true });
    // A personal title keeps no company fields even when sent.
    const cleaned = await send('PUT', `/api/invoice_titles/${first.json().result.id}`, buyer.token, { ...personal, tax_code: 'ABCDEFGHIJKLMNO', bank: 'x' });
    expect(cleaned.json().result).toMatchObject({ tax_code: '', bank: '', is_default: false });

    const list = (await get('/api/invoice_titles', buyer.token)).json().result;
    expect(() => ZInvoiceTitlePage.parse(list)).not.toThrow();
    expect(list.data.map((title: { type: number; is_default: boolean }) => [title.type, title.is_default])).toEqual([
      [3, true],
      [1, false],
    ]);

    const id = vat.json().result.id;
    expect((await send('PUT', `/api/invoice_titles/${id}`, other.token, company)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/invoice_titles/${id}`, other.token)).json()).toMatchObject({ code: 404, msg: '发票抬头不存在' });
    expect((await get('/api/invoice_titles', other.token)).json().result.total).toBe(0);
  });
});

describe('asking for an invoice', () => {
  let orderId: number;
  let titleId: number;

  beforeAll(async () => {
    setDay('2026-11-22');
    orderId = await approvedOrder(buyer.token, ['2026-11-24', '2026-11-25']);
    titleId = (await send('POST', '/api/invoice_titles', buyer.token, company)).json().result.id;
  });

  it('is refused before the 2nd day of execution and accepted from it, for paid less the deposit', async () => {
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      setDay(day);
      const early = await send('POST', '/api/invoices', buyer.token, { order_id: orderId, invoice_title_id: titleId });
      expect([early.statusCode, early.json().msg], day).toEqual([409, '订单执行第2天起方可申请开票，该订单2026-11-25起可申请']);
    }
    const offered = (await get('/api/invoices/orders', buyer.token)).json().result;
    expect(() => ZInvoiceableOrderPage.parse(offered)).not.toThrow();
    expect(offered.data[0]).toMatchObject({ order_id: orderId, opens_on: '2026-11-25', can_request: false, invoice: null });

    setDay('2026-11-25');
    const order = (
      await t.deps.pool.query<{ paid_amount: number; total_deposit: number }>('select paid_amount, total_deposit from orders where id = $1', [orderId])
    ).rows[0]!;
    const response = await send('POST', '/api/invoices', buyer.token, { order_id: orderId, invoice_title_id: titleId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().msg).toBe('发票申请已提交');
    const invoice = ZInvoice.parse(response.json().result);
    expect(invoice).toMatchObject({
      order_id: orderId,
      status: 'requested',
      status_name: '待开具',
      amount: order.paid_amount - order.total_deposit,
      invoice_no: null,
    });
    expect(invoice.title).toEqual({ type: 2, type_name: '企业（普通发票）', title: '上海示例科技有限公司', tax_code: '91310000MA1FL0XX1X' });
    expect(invoice.amount).toBe(160_000);

    const twice = await send('POST', '/api/invoices', buyer.token, { order_id: orderId, invoice_title_id: titleId });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, '该订单已申请过发票']);
    const listed = (await get('/api/invoices', buyer.token)).json().result;
    expect(() => ZInvoicePage.parse(listed)).not.toThrow();
    expect(listed.total).toBe(1);
    expect((await get('/api/invoices/orders', buyer.token)).json().result.data[0]).toMatchObject({ can_request: false, invoice: { status: 'requested' } });
  });

  it('answers 404 for another buyer’s order or title, and refuses orders that do not run', async () => {
    const otherTitle = (await send('POST', '/api/invoice_titles', other.token, personal)).json().result.id;
    const foreignOrder = await send('POST', '/api/invoices', other.token, { order_id: orderId, invoice_title_id: otherTitle });
    expect([foreignOrder.statusCode, foreignOrder.json().msg]).toEqual([404, '订单不存在']);
    setDay('2026-11-22');
    const unpaid = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-11-26'])]));
    const foreignTitle = await send('POST', '/api/invoices', buyer.token, { order_id: unpaid, invoice_title_id: otherTitle });
    expect([foreignTitle.statusCode, foreignTitle.json().msg]).toEqual([404, '发票抬头不存在']);
    setDay('2026-12-10');
    const notRunning = await send('POST', '/api/invoices', buyer.token, { order_id: unpaid, invoice_title_id: titleId });
    expect([notRunning.statusCode, notRunning.json().msg]).toEqual([409, '订单执行第2天起方可申请开票']);
    const bad = await send('POST', '/api/invoices', buyer.token, { order_id: 'x', invoice_title_id: titleId });
    expect([bad.statusCode, bad.json().errors.order_id]).toEqual([422, '请选择要开票的订单']);
    expect((await send('POST', '/api/invoices', null, { order_id: orderId, invoice_title_id: titleId })).statusCode).toBe(401);
  });

  it('gives exactly one invoice when two requests for one order race', async () => {
    setDay('2026-11-22');
    const raced = await approvedOrder(buyer.token, ['2026-11-27'], f.booths.S6);
    const secondTitle = (await send('POST', '/api/invoice_titles', buyer.token, { ...personal, title: '李四' })).json().result.id;
    setDay('2026-11-28');
    // Different bodies (two titles), so the duplicate-POST guard lets both through to the database.
    const responses = await Promise.all(
      [titleId, secondTitle].map((title) =>
        t.app.inject({ method: 'POST', url: '/api/invoices', headers: bearer(buyer.token), payload: { order_id: raced, invoice_title_id: title } }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().msg).toBe('该订单已申请过发票');
    const count = await t.deps.pool.query<{ n: number }>('select count(*)::int as n from invoices where order_id = $1', [raced]);
    expect(count.rows[0]!.n).toBe(1);
  });
});

describe('issuing and downloading', () => {
  let invoiceId: number;

  beforeAll(async () => {
    invoiceId = (await get('/api/invoices?status=requested', buyer.token)).json().result.data.at(-1).id;
  });

  it('keeps the operator desk to operators, and invoice files to staff uploads', async () => {
    expect((await get('/api/operator/invoices', null)).statusCode).toBe(401);
    expect((await get('/api/operator/invoices', buyer.token)).statusCode).toBe(403);
    const page = (await get('/api/operator/invoices?status=requested', operator.token)).json().result;
    expect(() => ZOperatorInvoicePage.parse(page)).not.toThrow();
    expect(page.data.map((row: { id: number }) => row.id)).toContain(invoiceId);
    expect(page.data[0].title).toMatchObject({ tax_code: '91310000MA1FL0XX1X' });
    const buyerToken = await send('POST', '/api/uploads/tokens', buyer.token, { bucket: 'invoice' });
    expect(buyerToken.statusCode).toBe(403);
    const forbidden = await send('POST', `/api/operator/invoices/${invoiceId}/issue`, buyer.token, { file_url: 'x' });
    expect(forbidden.statusCode).toBe(403);
  });

  it('takes only a PDF of the operator’s own, issues once with the event and audit entry, and serves it to the buyer only', async () => {
    const token = await tokenFor(t, operator.token, 'invoice');
    const png = await upload(t, operator.token, [
      { name: 'token', value: token },
      { name: 'file', filename: 'a.png', data: await picture('png', 20, 20) },
    ]);
    expect([png.statusCode, png.json().msg]).toEqual([422, '只能上传pdf格式的文件']);
    const pdf = demoInvoicePdf({ orderNum: 'TEST', amountFen: 160_000, title: 'Test Co.', issuedOn: '2026-11-25' });
    const uploaded = await upload(t, operator.token, [
      { name: 'token', value: token },
      { name: 'file', filename: '发票.pdf', data: pdf },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileUrl: string = uploaded.json().result.url;
    expect(fileUrl).toMatch(/^private:invoice\/[0-9a-f]{32}$/);
    // Never served under /files, neither by its reference nor by its storage key.
    const key = (await t.deps.pool.query<{ storage_key: string }>('select storage_key from uploaded_files where url = $1', [fileUrl])).rows[0]!.storage_key;
    expect((await get(`/files/${key}`, null)).statusCode).toBe(404);

    const early = await get(`/api/invoices/${invoiceId}/download`, buyer.token);
    expect([early.statusCode, early.json().msg]).toEqual([409, '发票尚未开具']);

    const missing = await send('POST', `/api/operator/invoices/${invoiceId}/issue`, operator.token, {});
    expect([missing.statusCode, missing.json().errors.file_url]).toEqual([422, '请上传发票文件']);
    const badNumber = await send('POST', `/api/operator/invoices/${invoiceId}/issue`, operator.token, { file_url: fileUrl, invoice_no: '12AB' });
    expect([badNumber.statusCode, badNumber.json().msg]).toEqual([422, '发票号码应为8位或20位数字']);
    const foreign = await send('POST', `/api/operator/invoices/${invoiceId}/issue`, operator.token, {
      file_url: '/files/design/2026/11/0123456789abcdef0123456789abcdef.pdf',
    });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([422, '请上传本人上传的文件']);
    expect((await send('POST', '/api/operator/invoices/999999/issue', operator.token, { file_url: fileUrl })).statusCode).toBe(404);

    const issued = await send('POST', `/api/operator/invoices/${invoiceId}/issue`, operator.token, { file_url: fileUrl, invoice_no: '12345678' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ msg: '发票已开具', result: { id: invoiceId, status: 'issued', invoice_no: '12345678' } });
    const again = await send('POST', `/api/operator/invoices/${invoiceId}/issue`, operator.token, { file_url: fileUrl });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该发票已开具']);

    const events = await t.deps.pool.query(
      `select e.type, e.actor_id, e.subject_user_id, e.payload, a.action, a.target_type, a.target_id, a.after
         from domain_events e join audit_log a on a.event_id = e.id where e.type = 'invoice.issued'`,
    );
    expect(events.rows).toEqual([
      expect.objectContaining({
        type: 'invoice.issued',
        actor_id: operator.userId,
        subject_user_id: buyer.userId,
        payload: expect.objectContaining({ invoice_id: invoiceId, amount: 160_000 }),
        action: 'invoice.issue',
        target_type: 'invoice',
        target_id: String(invoiceId),
        after: expect.objectContaining({ status: 'issued', invoice_no: '12345678' }),
      }),
    ]);

    const download = await get(`/api/invoices/${invoiceId}/download`, buyer.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="invoice-\d+\.pdf"; filename\*=UTF-8''%E5%8F%91%E7%A5%A8-\d+\.pdf$/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await get(`/api/invoices/${invoiceId}/download`, other.token)).json()).toMatchObject({ code: 404, msg: '发票不存在' });
    expect((await get(`/api/invoices/${invoiceId}/download`, null)).statusCode).toBe(401);
    expect((await get(`/api/operator/invoices/${invoiceId}/download`, operator.token)).statusCode).toBe(200);
    expect((await get(`/api/operator/invoices/${invoiceId}/download`, buyer.token)).statusCode).toBe(403);

    const mine = (await get('/api/invoices?status=issued', buyer.token)).json().result;
    expect(mine.data).toEqual([expect.objectContaining({ id: invoiceId, status: 'issued', status_name: '已开具', invoice_no: '12345678' })]);
    expect((await get('/api/invoices', other.token)).json().result.total).toBe(0);
  });
});
