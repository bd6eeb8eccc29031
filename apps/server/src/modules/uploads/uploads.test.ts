import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { demoInvoicePdf } from '../../seed/demo-invoice-pdf';
import { picture, storedFiles, tokenFor, upload } from './test/upload-fixtures';

let t: TestContext;
let dataDir: string;
let buyer: { userId: number; token: string };
let other: { userId: number; token: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  buyer = await loginAs(t, '13800001001');
  other = await loginAs(t, '13800001002');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/uploads/tokens', () => {
  it('gives a logged-in user a token with the bucket limits', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/uploads/tokens', headers: bearer(buyer.token), payload: { bucket: 'voucher' } });
    expect(response.statusCode).toBe(201);
    const result = response.json().result;
    expect(result).toMatchObject({ bucket: 'voucher', max_bytes: 3 * 1024 * 1024, max_count: 10, accept: '.jpg,.jpeg,.png,.gif,.webp' });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(result.expires_at).toBe('2026-11-22T02:15:00.000Z');
  });

  it('tells the design bucket takes pdf and 50 MB', async () => {
    const result = (await t.app.inject({ method: 'POST', url: '/api/uploads/tokens', headers: bearer(buyer.token), payload: { bucket: 'design' } })).json()
      .result;
    expect(result).toMatchObject({
      max_bytes: 50 * 1024 * 1024,
      max_count: 10,
      accept: '.jpg,.jpeg,.png,.gif,.webp,.bmp,.pdf,.xls,.xlsx,.doc,.docx,.ppt,.pptx',
    });
  });

  it('refuses visitors with 请先登录 and unknown buckets with a Chinese message', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/uploads/tokens', payload: { bucket: 'voucher' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().msg).toBe('请先登录');
    const unknown = await t.app.inject({ method: 'POST', url: '/api/uploads/tokens', headers: bearer(buyer.token), payload: { bucket: 'demo' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.bucket).toBe('不支持的上传类型');
  });
});

describe('POST /api/uploads and GET /files/…', () => {
  it('stores a png, serves it with safe headers, a 320px webp thumbnail and the wider webp variants', async () => {
    // Review photos: a public bucket (transfer proofs and licences are below, behind signed links).
    const token = await tokenFor(t, buyer.token, 'comment');
    const png = await picture('png', 800, 600);
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: '../../转账 截图\u202e.png', contentType: 'image/png', data: png },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json().result;
    expect(result.url).toMatch(/^\/files\/comment\/2026\/11\/[0-9a-f]{32}\.png$/);
    expect(result.thumbnail_url).toBe(result.url.replace('.png', '-thumb.webp'));
    expect(result).toMatchObject({ name: '转账 截图.png', size: png.length, content_type: 'image/png', bucket: 'comment' });

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const thumbnail = await t.app.inject({ method: 'GET', url: result.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);

    // The srcset variants beside it (@vm/domain/image-variants): 640 px, and 1280 px not enlarged past 800.
    for (const [suffix, size] of [
      ['-w640.webp', [640, 480]],
      ['-w1280.webp', [800, 600]],
    ] as const) {
      const variant = await t.app.inject({ method: 'GET', url: result.url.replace('.png', suffix) });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const variantMeta = await sharp(variant.rawPayload).metadata();
      expect([variantMeta.format, variantMeta.width, variantMeta.height]).toEqual(['webp', ...size]);
    }
  });

  it('records the upload as the user’s, with the original name as metadata only', async () => {
    const token = await tokenFor(t, buyer.token, 'licence');
    const result = (
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'C:\\证照\\营业执照.JPG', data: await picture('jpeg') },
      ])
    ).json().result;
    const rows = await t.deps.pool.query('select user_id, bucket, original_name, content_type, storage_key from uploaded_files where url = $1', [
      result.url.split('?')[0],
    ]);
    expect(rows.rows[0]).toMatchObject({ user_id: buyer.userId, bucket: 'licence', original_name: '营业执照.JPG', content_type: 'image/jpeg' });
    expect(rows.rows[0].storage_key).not.toContain('营业执照');
  });

  it('goes by content, not by name: a jpeg called .png is stored and served as jpeg', async () => {
    const token = await tokenFor(t, buyer.token, 'comment');
    const result = (
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'photo.png', contentType: 'image/png', data: await picture('jpeg') },
      ])
    ).json().result;
    expect(result.url).toMatch(/\.jpg$/);
    expect(result.content_type).toBe('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url: result.url })).headers['content-type']).toBe('image/jpeg');
  });

  it('does not enlarge a small picture for its thumbnail', async () => {
    const token = await tokenFor(t, buyer.token, 'avatar');
    const result = (
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'a.gif', data: await picture('gif', 100, 80) },
      ])
    ).json().result;
    const thumbnail = await t.app.inject({ method: 'GET', url: result.thumbnail_url });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(100);
  });

  it('takes a pdf design file, without a thumbnail, and serves it as a download', async () => {
    const token = await tokenFor(t, buyer.token, 'design');
    const pdf = demoInvoicePdf({ orderNum: 'S202611220001', amountFen: 180_000, title: '效果图', issuedOn: '2026-11-22' });
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: '效果图.pdf', data: pdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json().result;
    expect(result).toMatchObject({ thumbnail_url: null, content_type: 'application/pdf', name: '效果图.pdf' });
    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    // Downloaded under its original name (RFC 5987 filename*, with an ASCII fallback).
    expect(served.headers['content-disposition']).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('效果图.pdf')}`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a PDF that is not one by its structure: a %PDF- stub, a truncated or a page-less file (nothing stored)', async () => {
    const real = demoInvoicePdf({ orderNum: 'S202611220002', amountFen: 1000, title: '设计稿', issuedOn: '2026-11-22' });
    const before = storedFiles(dataDir).length;
    for (const data of [
      Buffer.from('%PDF-1.4\n%%EOF\n'), // the 15-byte stub the probe got accepted
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      real.subarray(0, Math.floor(real.length / 2)),
      Buffer.concat([real.subarray(0, real.length - 200), Buffer.from('startxref\n9\n%%EOF\n')]),
    ]) {
      const token = await tokenFor(t, buyer.token, 'design');
      const refused = await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: '设计稿.pdf', data },
      ]);
      expect([refused.statusCode, refused.json().msg, refused.json().errors]).toEqual([
        422,
        '文件已损坏或无法识别，请重新选择',
        { file: '文件已损坏或无法识别，请重新选择' },
      ]);
    }
    expect(storedFiles(dataDir).length).toBe(before);
  });

  it('lets a user upload several files at once (no 1 s duplicate refusal)', async () => {
    const token = await tokenFor(t, buyer.token, 'voucher');
    const png = await picture('png', 40, 40);
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        upload(t, buyer.token, [
          { name: 'token', value: token },
          { name: 'file', filename: 'a.png', data: png },
        ]),
      ),
    );
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(first!.json().result.url).not.toBe(second!.json().result.url);
  });
});

describe('refused uploads store nothing', () => {
  let before: string[];
  beforeAll(() => {
    before = storedFiles(dataDir);
  });

  async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code: status, msg: message, result: null });
    expect(storedFiles(dataDir)).toEqual(before);
  }

  it('refuses text with a .png name (sniffed), an svg and html', async () => {
    const token = await tokenFor(t, buyer.token, 'voucher');
    for (const [filename, data] of [
      ['fake.png', Buffer.from('this is plain text, not a picture')],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['page.jpg', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ] as const) {
      const response = await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename, contentType: 'image/png', data },
      ]);
      await expectRefused(response, 422, '只能上传jpg、jpeg、png、gif、webp格式的文件');
      expect(response.json().errors.file).toBe('只能上传jpg、jpeg、png、gif、webp格式的文件');
    }
  });

  it('refuses kinds the bucket does not take: gif for order images, pdf for transfer proofs', async () => {
    const orderToken = await tokenFor(t, buyer.token, 'order');
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: orderToken },
        { name: 'file', filename: 'a.gif', data: await picture('gif') },
      ]),
      422,
      '只能上传jpg、jpeg、png格式的文件',
    );
    const voucherToken = await tokenFor(t, buyer.token, 'voucher');
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: voucherToken },
        { name: 'file', filename: 'a.pdf', data: Buffer.from('%PDF-1.4\n') },
      ]),
      422,
      '只能上传jpg、jpeg、png、gif、webp格式的文件',
    );
  });

  it('refuses a picture signature followed by garbage', async () => {
    const token = await tokenFor(t, buyer.token, 'voucher');
    const broken = Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(2000, 7)]);
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'a.png', data: broken },
      ]),
      422,
      '图片已损坏或无法识别，请重新选择',
    );
  });

  it('refuses a file over the bucket limit with 413 上传的文件不能超过3M, yet licence images may be 8 MB', async () => {
    const png = await picture('png', 20, 20);
    const tooBig = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024 + 1 - png.length)]);
    const token = await tokenFor(t, buyer.token, 'voucher');
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: 'big.png', data: tooBig },
    ]);
    await expectRefused(response, 413, '上传的文件不能超过3M');
    expect(response.json().errors.file).toBe('上传的文件不能超过3M');

    const licenceToken = await tokenFor(t, buyer.token, 'licence');
    const tooBigForLicence = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]);
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: licenceToken },
        { name: 'file', filename: 'big.png', data: tooBigForLicence },
      ]),
      413,
      '上传的文件不能超过8M',
    );
  });

  it('refuses no file, an empty file and two files', async () => {
    const token = await tokenFor(t, buyer.token, 'voucher');
    await expectRefused(await upload(t, buyer.token, [{ name: 'token', value: token }]), 422, '请选择要上传的文件');
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: '', data: Buffer.alloc(0) },
      ]),
      422,
      '请选择要上传的文件',
    );
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'empty.png', data: Buffer.alloc(0) },
      ]),
      422,
      '上传的文件内容为空',
    );
    const png = await picture('png', 20, 20);
    await expectRefused(
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'a.png', data: png },
        { name: 'file', filename: 'b.png', data: png },
      ]),
      400,
      '一次只能上传一个文件',
    );
  });

  it('refuses visitors, and tokens that are missing, forged, someone else’s, expired or for another bucket', async () => {
    const png = await picture('png', 20, 20);
    const file = { name: 'file', filename: 'a.png', data: png };
    const token = await tokenFor(t, buyer.token, 'voucher');
    await expectRefused(await upload(t, null, [{ name: 'token', value: token }, file]), 401, '请先登录');
    await expectRefused(await upload(t, buyer.token, [file]), 403, '缺少上传凭证，请重新上传');
    await expectRefused(await upload(t, buyer.token, [file, { name: 'token', value: token }]), 403, '缺少上传凭证，请重新上传');
    await expectRefused(await upload(t, buyer.token, [{ name: 'token', value: 'A'.repeat(43) }, file]), 403, '上传凭证无效，请重新上传');
    await expectRefused(await upload(t, buyer.token, [{ name: 'token', value: '../../etc' }, file]), 403, '上传凭证无效，请重新上传');
    await expectRefused(await upload(t, other.token, [{ name: 'token', value: token }, file]), 403, '上传凭证无效，请重新上传');
    await expectRefused(
      await upload(t, buyer.token, [{ name: 'token', value: token }, { name: 'bucket', value: 'design' }, file]),
      403,
      '上传凭证与上传类型不符',
    );

    t.clock.advance(15 * 60 * 1000);
    const expired = await upload(t, buyer.token, [{ name: 'token', value: token }, file]);
    t.clock.advance(-15 * 60 * 1000);
    await expectRefused(expired, 403, '上传凭证已过期，请重新上传');
  });

  it('refuses a body that is not multipart (415) or is broken (400)', async () => {
    const token = await tokenFor(t, buyer.token, 'voucher');
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: bearer(buyer.token), payload: { token } });
    await expectRefused(json, 415, '请使用multipart/form-data方式上传文件');

    const png = await picture('png', 20, 20);
    const cut = Buffer.concat([
      Buffer.from(
        `--xyz\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
      ),
      png,
    ]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(buyer.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: cut,
    });
    await expectRefused(truncated, 400, '上传内容格式不正确，请重新上传');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(buyer.token), 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    await expectRefused(noBoundary, 400, '上传内容格式不正确，请重新上传');
  });
});

describe('GET /files/… refuses everything but stored uploads', () => {
  it.each([
    '/files/comment/2026/11/00000000000000000000000000000000.png',
    '/files/voucher/2026/11/..%2F..%2F..%2Fpg%2FPG_VERSION',
    '/files/voucher/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/files/voucher/2026/11/%2e%2e%2f%2e%2e%2f%2e%2e%2fdemo%2fvenue-01.jpg',
    '/files/voucher/2026/..%2F11/x.png',
    '/files/voucher/2026/11/',
    '/files/demo/2026/11/00000000000000000000000000000000.png',
    '/files/VOUCHER/2026/11/00000000000000000000000000000000.png',
    '/files/voucher/2026/11/00000000000000000000000000000000.svg',
    '/files/../../etc/passwd',
  ])('404 JSON for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('does not serve an upload under another bucket', async () => {
    const token = await tokenFor(t, buyer.token, 'comment');
    const url: string = (
      await upload(t, buyer.token, [
        { name: 'token', value: token },
        { name: 'file', filename: 'a.png', data: await picture('png', 20, 20) },
      ])
    ).json().result.url;
    expect((await t.app.inject({ method: 'GET', url: url.replace('/comment/', '/demand/') })).statusCode).toBe(404);
  });
});

describe('transfer proofs and licences are private (docs/spec/api.md "Hardening — fixed")', () => {
  async function uploadProof(bucket: 'voucher' | 'licence') {
    const token = await tokenFor(t, buyer.token, bucket);
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: 'a.png', data: await picture('png', 400, 300) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().result as { url: string; thumbnail_url: string };
  }

  it.each(['voucher', 'licence'] as const)('a %s file opens only through its short-lived signed link, never publicly cached', async (bucket) => {
    const { url, thumbnail_url: thumbnail } = await uploadProof(bucket);
    expect(url).toMatch(new RegExp(`^/files/${bucket}/2026/11/[0-9a-f]{32}\\.png\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: thumbnail })).statusCode).toBe(200);

    const path = url.split('?')[0]!;
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    for (const refused of [
      path, // the plain path: anyone who saw it once
      `${path}?exp=99999999999&sig=${sig}`, // a later expiry under the same signature
      url.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`), // a forged signature
      url.replace(/[0-9a-f]{32}/, '0'.repeat(32)), // another file with this file's signature
      thumbnail.replace('-thumb.webp', '-w640.webp'), // a variant with the thumbnail's signature
    ]) {
      const response = await t.app.inject({ method: 'GET', url: refused });
      expect(response.statusCode, refused).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().msg).toBe('无权查看该文件');
    }

    // Short-lived: 15 minutes (rounded up to 5), then 403 链接已过期.
    t.clock.advance(21 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url });
    expect([expired.statusCode, expired.json().msg]).toEqual([403, '链接已过期，请刷新页面后重新打开']);
  });
});

describe('over real HTTP', () => {
  it('answers a too-large upload with 413 without hanging, and lists both routes in the API docs', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenFor(t, buyer.token, 'voucher');
    const form = new FormData();
    form.append('token', token);
    form.append('file', new Blob([await picture('png', 20, 20), new Uint8Array(4 * 1024 * 1024)]), 'big.png');
    const response = await fetch(`${address}/api/uploads`, { method: 'POST', body: form, headers: bearer(buyer.token), signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { msg: string }).msg).toBe('上传的文件不能超过3M');

    const docs = await fetch(`${address}/api/docs/json`);
    const paths = Object.keys(((await docs.json()) as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/uploads/tokens', '/api/uploads']));
  });
});
