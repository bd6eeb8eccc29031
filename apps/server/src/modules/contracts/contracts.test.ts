import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZCertificate, ZContractList, ZOperatorContractPage } from '@vm/contracts/lease-contracts';
import type { PDFNumber, PDFString } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { withTransaction } from '../../platform/db/with-transaction';
import { bearer, createTestApp, latestCode, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';
import { voidUnsignedContracts } from './index';

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let operator: string;
let stranger: string;
let dataDir: string;
const SUPPLIER_MOBILE = '13900000001';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-contracts-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
  stranger = (await loginAs(t, '13600000077')).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const mobileOf = async (userId: number) => (await t.deps.pool.query<{ mobile: string }>('select mobile from users where id = $1', [userId])).rows[0]!.mobile;

/** An approved sub-order of a new buyer: the order, its item and the contract the approval issued. */
async function approvedSubOrder(booth: number, date: string) {
  const buyer = await newBuyer(t, { balance: 2_000_000 });
  const order = await placeOrder(t, buyer.token, orderBody([dayLine(booth, [date])]));
  await payOrder(t, order);
  const item = (await t.deps.pool.query<{ id: number; order_num: string }>('select id, order_num from order_items where order_id = $1', [order])).rows[0]!;
  const approved = await post(`/api/order_items/${item.id}/approve`, supplier);
  expect(approved.statusCode).toBe(200);
  const list = (await get(`/api/contracts?order_id=${order}`, buyer.token)).json().result;
  expect(list).toHaveLength(1);
  return { buyer, order, item, contractId: list[0].id as number };
}

/** Sends a signing code (usage 5) to `mobile` and reads it from the development outbox. */
async function signingCode(mobile: string): Promise<string> {
  t.clock.advance(61_000); // past the 60 s resend window of the last code
  const sent = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: mobile, usage: 5 } });
  expect(sent.statusCode).toBe(200);
  return latestCode(t, mobile);
}

const pdfOf = async (id: number, token: string) => {
  const response = await get(`/api/contracts/${id}/pdf`, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
};

function writeTemp(pdf: Buffer, name: string): string {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, pdf);
  return file;
}
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', writeTemp(pdf, `text-${sequence}.pdf`), '-'], { encoding: 'utf8' });

/** The signature fields of the document: name, whether signed, the size of the widget, whether it has an appearance and sits on the last page. */
async function signatureFields(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
  const lastPage = doc.getPages().at(-1)!.ref;
  return fields.asArray().map((ref) => {
    const field = doc.context.lookup(ref, PDFDict);
    const [x1, y1, x2, y2] = field
      .lookup(PDFName.of('Rect'), PDFArray)
      .asArray()
      .map((value) => (value as PDFNumber).asNumber());
    return {
      name: (field.lookup(PDFName.of('T')) as PDFString).decodeText(),
      signed: field.has(PDFName.of('V')),
      width: Math.round(x2! - x1!),
      height: Math.round(y2! - y1!),
      appearance: field.lookupMaybe(PDFName.of('AP'), PDFDict)?.has(PDFName.of('N')) ?? false,
      lastPage: field.get(PDFName.of('P'))?.toString() === lastPage.toString(),
    };
  });
}

/** What pdffonts writes to stderr (poppler's font warnings). */
function fontWarnings(pdf: Buffer): string {
  const file = writeTemp(pdf, `fonts-${sequence}.pdf`);
  const result = spawnSync('pdffonts', [file], { encoding: 'utf8' });
  return result.stderr.trim();
}

/** pdfsig's verdict per signature: the signer's common name and whether the signature itself is valid. */
function signaturesOf(pdf: Buffer): { name: string; valid: boolean; wholeDocument: boolean }[] {
  let output: string;
  try {
    output = execFileSync('pdfsig', [writeTemp(pdf, `sig-${sequence}.pdf`)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // pdfsig exits non-zero when a certificate is not trusted (our CA is in no trust store); the report is on stdout.
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  return (
    output
      .split(/^Signature #\d+:$/m)
      .slice(1)
      // The contract has both parties' signature fields from the start; pdfsig lists an empty one as not signed.
      .filter((block) => !/is not signed/i.test(block))
      .map((block) => ({
        name: /Signer Certificate Common Name: (.*)$/m.exec(block)?.[1]?.trim() ?? '',
        valid: /Signature Validation: Signature is Valid\./.test(block),
        wholeDocument: /Total document signed/.test(block),
      }))
      // pdfsig lists them in field order (出租方, 承租方); the one made last covers the whole document.
      .sort((a, b) => Number(a.wholeDocument) - Number(b.wholeDocument))
  );
}

describe('lease contracts', () => {
  it('issues a Chinese contract at approval, readable by both parties and staff only', async () => {
    const { buyer, order, item, contractId } = await approvedSubOrder(f.booths.S6, '2026-12-10');
    const [entry] = ZContractList.parse((await get(`/api/contracts?order_id=${order}`, buyer.token)).json().result);
    expect(entry).toMatchObject({
      order_item_id: item.id,
      order_num: item.order_num,
      status: 'awaiting_signatures',
      signed_by: [],
      my_role: 'buyer',
      may_sign: true,
    });
    expect((await get(`/api/contracts?order_id=${order}`, supplier)).json().result[0]).toMatchObject({ id: contractId, my_role: 'supplier', may_sign: true });
    expect((await get(`/api/contracts?order_id=${order}`, operator)).json().result[0]).toMatchObject({ id: contractId, my_role: null, may_sign: false });
    expect((await get(`/api/contracts?order_id=${order}`, stranger)).json().result).toEqual([]);
    expect((await get('/api/contracts', stranger)).json().result).toEqual([]);

    expect((await get(`/api/contracts/${contractId}/pdf`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/contracts/${contractId}/certificate`, stranger)).statusCode).toBe(403);
    expect((await get('/api/contracts/999999/pdf', buyer.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/contracts/${contractId}/pdf` })).statusCode).toBe(401);

    const pdf = await pdfOf(contractId, buyer.token);
    expect(pdf.length).toBeLessThan(150_000);
    const text = textOf(pdf);
    for (const words of ['场地租赁合同', item.order_num, '出租方', '承租方', '押金', '¥500.00', '订单审核通过后不可取消', '2026-12-10'])
      expect(text).toContain(words);
    // The lease term in words (issue 43): its basis, count and dates, not "天，2026-12-10 至 …".
    expect(text.replace(/\s+/g, '')).toMatch(/第二条租赁期限：按天租赁，共\d+天（2026-12-10至2026-12-\d\d）/);
    expect(Buffer.compare(await pdfOf(contractId, operator), pdf)).toBe(0);
    expect(await pdfOf(contractId, supplier)).toHaveLength(pdf.length);

    // The supplier's staff (child account with `orders`) reads the contract; the supplier itself signs it.
    const staff = await loginAs(t, '13900000055');
    const owner = (await t.deps.pool.query<{ id: number }>(`select id from users where mobile = '${SUPPLIER_MOBILE}'`)).rows[0]!.id;
    await t.deps.pool.query(`insert into child_accounts (owner_id, user_id, name, permissions, created_at) values ($1, $2, '员工', '{orders}', now())`, [
      owner,
      staff.userId,
    ]);
    expect((await get(`/api/contracts?order_id=${order}`, staff.token)).json().result[0]).toMatchObject({
      id: contractId,
      my_role: 'supplier',
      may_sign: false,
    });
    expect(await pdfOf(contractId, staff.token)).toHaveLength(pdf.length);
    const byStaff = await post(`/api/contracts/${contractId}/sign`, staff.token, { captcha: '123456' });
    expect([byStaff.statusCode, byStaff.json().msg]).toEqual([403, '仅合同双方（供应商主账号）可以签署合同']);
  });

  it('is signed once by each party with an SMS code; pdfsig finds both signatures valid', async () => {
    const { buyer, order, contractId } = await approvedSubOrder(f.booths.S6, '2026-12-11');
    const buyerMobile = await mobileOf(buyer.userId);

    const loginCode = await (async () => {
      t.clock.advance(61_000);
      await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: buyerMobile, usage: 3 } });
      return latestCode(t, buyerMobile);
    })();
    const withLoginCode = await post(`/api/contracts/${contractId}/sign`, buyer.token, { captcha: loginCode });
    expect([withLoginCode.statusCode, withLoginCode.json().errors?.captcha]).toEqual([422, '验证码已失效，请重新获取']);

    const code = await signingCode(buyerMobile);
    const wrong = await post(`/api/contracts/${contractId}/sign`, buyer.token, { captcha: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.captcha).toMatch(/^验证码错误/);
    expect((await post(`/api/contracts/${contractId}/sign`, buyer.token, { captcha: 'abc' })).statusCode).toBe(422);
    expect((await post(`/api/contracts/${contractId}/sign`, stranger, { captcha: code })).statusCode).toBe(403);
    expect((await post(`/api/contracts/${contractId}/sign`, operator, { captcha: code })).statusCode).toBe(403);

    const signed = await post(`/api/contracts/${contractId}/sign`, buyer.token, { captcha: code });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().result).toMatchObject({ status: 'awaiting_signatures', signed_by: ['buyer'], may_sign: false });
    const twice = await post(`/api/contracts/${contractId}/sign`, buyer.token, { captcha: code });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, '您已签署该合同']);
    const half = signaturesOf(await pdfOf(contractId, buyer.token));
    expect(half).toHaveLength(1);
    expect(half[0]).toMatchObject({ valid: true, wholeDocument: true });
    const pending = ZCertificate.parse((await get(`/api/contracts/${contractId}/certificate`, supplier)).json().result);
    expect(pending).toMatchObject({ url: `/api/contracts/${contractId}/pdf`, result: 'pending', provider: 'builtin' });
    expect(pending.signers.map((signer) => signer.role)).toEqual(['buyer']);

    const supplierSigned = await post(`/api/contracts/${contractId}/sign`, supplier, { captcha: await signingCode(SUPPLIER_MOBILE) });
    expect(supplierSigned.json().result).toMatchObject({ status: 'signed', signed_by: ['buyer', 'supplier'] });
    const again = await post(`/api/contracts/${contractId}/sign`, supplier, { captcha: '123456' });
    expect([again.statusCode, again.json().msg]).toEqual([409, '您已签署该合同']);

    const final = await pdfOf(contractId, buyer.token);
    const verdicts = signaturesOf(final);
    expect(verdicts).toHaveLength(2);
    expect(verdicts.every((verdict) => verdict.valid)).toBe(true);
    expect(verdicts.map((verdict) => verdict.wholeDocument)).toEqual([false, true]);
    expect(textOf(final)).toContain('场地租赁合同');
    if (process.env.CONTRACT_PDF_OUT) fs.writeFileSync(process.env.CONTRACT_PDF_OUT, final);
    // Each signature is a visible field of real size on the last page, drawn with its seal (issue 43) …
    expect(await signatureFields(final)).toEqual([
      { name: 'supplier_signature', signed: true, width: 150, height: 142, appearance: true, lastPage: true },
      { name: 'buyer_signature', signed: true, width: 150, height: 142, appearance: true, lastPage: true },
    ]);
    // … and poppler reads the embedded font without a warning.
    expect(fontWarnings(final)).toBe('');

    const certificate = ZCertificate.parse((await get(`/api/contracts/${contractId}/certificate`, buyer.token)).json().result);
    expect(certificate).toMatchObject({ result: 'signed', status: 'signed' });
    expect(certificate.signers.map((signer) => signer.role)).toEqual(['buyer', 'supplier']);
    // Each signature's certificate names its party, in Chinese.
    expect(verdicts.map((verdict) => verdict.name)).toEqual(certificate.signers.map((signer) => signer.name));
    expect(certificate.signers[0]!.name).toMatch(/[\u4e00-\u9fa5]/);
    const events = await t.deps.pool.query<{ payload: { role: string; fully_signed: boolean } }>(
      `select payload from domain_events where type = 'contract.signed' and order_id = $1 order by id`,
      [order],
    );
    expect(events.rows.map((row) => [row.payload.role, row.payload.fully_signed])).toEqual([
      ['buyer', false],
      ['supplier', true],
    ]);

    // A template edit after signing changes nothing in the signed contract.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/contract_template',
      headers: bearer(operator),
      payload: { title: '场地租赁合同（新版）', body: '子订单号：{{子订单号}}\n新条款', terms: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect(Buffer.compare(await pdfOf(contractId, operator), final)).toBe(0);
  });

  it('follows template edits until the first signature; a refused or cancelled sub-order voids an unsigned contract', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/contract_template',
      headers: bearer(operator),
      payload: { title: '合同', body: '{{不存在}}', terms: '' },
    });
    expect([bad.statusCode, bad.json().errors.body]).toEqual([422, '合同正文须包含{{子订单号}}']);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/operator/contract_template', headers: bearer(supplier), payload: { title: 'x', body: 'y', terms: '' } }))
        .statusCode,
    ).toBe(403);

    const { buyer, contractId, item } = await approvedSubOrder(f.booths.S6, '2026-12-12');
    expect(textOf(await pdfOf(contractId, buyer.token))).toContain('场地租赁合同（新版）');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/contract_template',
      headers: bearer(operator),
      payload: { title: '场地租赁合同（第三版）', body: '子订单号：{{子订单号}}\n租金：{{租金}}', terms: '' },
    });
    expect(put.statusCode).toBe(200);
    expect(textOf(await pdfOf(contractId, buyer.token))).toContain('场地租赁合同（第三版）');

    const staff = ZOperatorContractPage.parse((await get(`/api/operator/contracts?keyword=${item.order_num}`, operator)).json().result);
    expect(staff.data.map((entry) => entry.id)).toEqual([contractId]);
    expect((await get('/api/operator/contracts', buyer.token)).statusCode).toBe(403);

    await withTransaction(t.deps.pool, (client) => voidUnsignedContracts(client, { orderItemIds: [item.id], reason: 'cancelled', now: t.clock.now() }));
    expect((await get(`/api/contracts/${contractId}/certificate`, buyer.token)).json().result).toMatchObject({ status: 'void', result: 'pending' });
    const refused = await post(`/api/contracts/${contractId}/sign`, buyer.token, { captcha: '123456' });
    expect([refused.statusCode, refused.json().msg]).toEqual([409, '合同已作废，无法签署']);

    const signedOne = await approvedSubOrder(f.booths.S6, '2026-12-13');
    await post(`/api/contracts/${signedOne.contractId}/sign`, signedOne.buyer.token, { captcha: await signingCode(await mobileOf(signedOne.buyer.userId)) });
    const voided = await withTransaction(t.deps.pool, (client) =>
      voidUnsignedContracts(client, { orderItemIds: [signedOne.item.id], reason: 'cancelled', now: t.clock.now() }),
    );
    expect(voided).toBe(0);
  });

  it('signs with the built-in CA unless a vendor is configured, and refuses a vendor without its settings', () => {
    expect(loadConfig({}).CONTRACT_SIGNER).toBe('builtin');
    expect(() => loadConfig({ CONTRACT_SIGNER: 'vendor' })).toThrow(/CONTRACT_VENDOR_URL/);
    expect(
      loadConfig({ CONTRACT_SIGNER: 'vendor', CONTRACT_VENDOR_URL: 'https://vendor.example', CONTRACT_VENDOR_APP_ID: 'a', CONTRACT_VENDOR_SECRET: 's' })
        .CONTRACT_SIGNER,
    ).toBe('vendor');
    expect(fs.existsSync(path.join(dataDir, 'contracts-ca', 'ca-key.pem'))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'contracts-ca', 'ca-key.pem')).mode & 0o077).toBe(0);
  });
});
