import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ole2, ooxml, PROGRAM, ZIPPED_PROGRAM } from '../../platform/storage/office-fixtures';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { storedFiles, tokenFor, upload } from './test/upload-fixtures';

let t: TestContext;
let dataDir: string;
let buyer: { userId: number; token: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-office-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  buyer = await loginAs(t, '13800001021');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function send(filename: string, data: Buffer) {
  const token = await tokenFor(t, buyer.token, 'design');
  t.clock.advance(1100);
  return upload(t, buyer.token, [
    { name: 'token', value: token },
    { name: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
}

describe('order files: office documents', () => {
  it('the design bucket names every file type of the spec', async () => {
    const result = (await t.app.inject({ method: 'POST', url: '/api/uploads/tokens', headers: bearer(buyer.token), payload: { bucket: 'design' } })).json()
      .result;
    expect(result).toMatchObject({
      max_bytes: 50 * 1024 * 1024,
      max_count: 10,
      accept: '.jpg,.jpeg,.png,.gif,.webp,.bmp,.pdf,.xls,.xlsx,.doc,.docx,.ppt,.pptx',
    });
  });

  it('accepts a .docx by its content and serves it back under its original name', async () => {
    const response = await send('活动方案 v2.docx', ooxml('docx'));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json().result;
    expect(result).toMatchObject({
      name: '活动方案 v2.docx',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      thumbnail_url: null,
    });
    expect(result.url).toMatch(/^\/files\/design\/\d{4}\/\d{2}\/[0-9a-f]{32}\.docx$/);
    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="____ v2.docx"; filename*=UTF-8''${encodeURIComponent('活动方案 v2.docx')}`);
    expect(served.rawPayload.equals(ooxml('docx'))).toBe(true);
  });

  it.each([
    ['报价.xlsx', () => ooxml('xlsx'), 'xlsx'],
    ['路演.pptx', () => ooxml('pptx'), 'pptx'],
    ['合同.doc', () => ole2('WordDocument'), 'doc'],
    ['清单.xls', () => ole2('Workbook'), 'xls'],
    ['旧版.ppt', () => ole2('PowerPoint Document'), 'ppt'],
  ] as const)('accepts %s', async (filename, make, kind) => {
    const response = await send(filename, make());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().result.url).toMatch(new RegExp(`\\.${kind}$`));
  });

  it.each([
    ['a program renamed .docx', PROGRAM],
    ['a zipped program renamed .docx', ZIPPED_PROGRAM],
  ])('refuses %s and stores nothing', async (_what, data) => {
    const before = storedFiles(dataDir);
    const response = await send('方案.docx', data);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toContain('docx');
    expect(storedFiles(dataDir)).toEqual(before);
  });

  it('other buckets still refuse office documents', async () => {
    const token = await tokenFor(t, buyer.token, 'voucher');
    t.clock.advance(1100);
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: '凭证.docx', contentType: 'application/octet-stream', data: ooxml('docx') },
    ]);
    expect(response.statusCode).toBe(422);
  });
});
