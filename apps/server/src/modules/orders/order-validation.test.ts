import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { picture, tokenFor, upload } from '../uploads/test/upload-fixtures';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from './test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let buyer: { userId: number; token: string };
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-order-validation-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ f } = await seedOrderCatalogue(t));
  buyer = await newBuyer(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A picture `session` uploads into `bucket` through POST /api/uploads: its URL. */
async function uploaded(session: { token: string }, bucket: 'design' | 'licence' | 'order'): Promise<string> {
  const token = await tokenFor(t, session.token, bucket);
  const response = await upload(t, session.token, [
    { name: 'token', value: token },
    { name: 'file', filename: 'a.png', data: await picture('png', 40, 30) },
  ]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().result.url as string;
}

const rows = async () => Number((await t.deps.pool.query('select (select count(*) from orders) + (select count(*) from holds) as n')).rows[0].n);
const post = (url: string, payload: unknown, token = buyer.token) => {
  t.clock.advance(1100); // never a duplicate of the previous POST
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });
};

describe('POST /api/orders refuses bad input in Chinese and changes nothing', () => {
  const line = () => dayLine(f.booths.S6, ['2026-12-10']);
  const body = (extra: Record<string, unknown> = {}) => ({ ...orderBody([line()]), total_actual_price: 150000, ...extra });
  const long = (n: number) => '字'.repeat(n);

  const cases: [string, () => Record<string, unknown>, number, string, string?][] = [
    ['no lines', () => body({ resources: [] }), 422, '请选择场地'],
    ['no dates', () => body({ resources: [{ id: f.booths.S6, count: 1, dates: [] }] }), 422, '请选择日期'],
    ['zero units', () => body({ resources: [{ ...line(), count: 0 }] }), 422, '请选择预订数量'],
    ['unknown lease term', () => body({ resources: [dayLine(f.booths.S6, ['2026-12-10'], 1, 2)] }), 422, '请先选择订购周期'],
    ['bad date', () => body({ resources: [dayLine(f.booths.S6, ['2026-12-32'])] }), 422, '2026-12-32 不是有效日期，请重新选择日期'],
    ['total missing', () => body({ total_actual_price: undefined }), 422, '出现未知错误,您可以尝试刷新页面或者联系客服人员，我们会尽快处理的！'],
    ['total zero', () => body({ total_actual_price: 0 }), 422, '出现未知错误,您可以尝试刷新页面或者联系客服人员，我们会尽快处理的！'],
    ['channel', () => body({ channel: 3 }), 422, '下单渠道不正确'],
    ['notice not agreed', () => body({ agreed_notice: false }), 422, '请您仔细阅读并同意《下单须知》内容', 'agreed_notice'],
    ['no contact', () => body({ contact: '' }), 422, '请先选择联系人', 'contact'],
    ['bad mobile', () => body({ mobile: '1234' }), 422, '请输入有效的手机号', 'mobile'],
    ['no product', () => body({ product: undefined }), 422, '请填写推广产品', 'product'],
    ['long product', () => body({ product: long(31) }), 422, '推广产品最多30个字', 'product'],
    ['no approach time', () => body({ approach_time: '' }), 422, '请选择进场时间', 'approach_time'],
    ['off-step time', () => body({ approach_time: '08:10' }), 422, '请选择15分钟为单位的时间', 'approach_time'],
    ['approach after exit', () => body({ approach_time: '21:00' }), 422, '进场时间不能晚于退场时间', 'approach_time'],
    ['no exit time', () => body({ exit_time: null }), 422, '请选择退场时间', 'exit_time'],
    ['no build flag', () => body({ has_build: undefined }), 422, '请选择是否搭建', 'has_build'],
    ['build without height', () => body({ has_build: 1 }), 422, '请输入搭建高度，最多两位小数的正数', 'build_height'],
    ['height with three decimals', () => body({ has_build: 1, build_height: '1.234' }), 422, '请输入搭建高度，最多两位小数的正数', 'build_height'],
    ['long leave-word', () => body({ resources: [{ ...line(), leave_words: long(31) }] }), 422, '留言最多30个字', 'leave_words'],
    ['six licence images', () => body({ licence_images: Array.from({ length: 6 }, (_, i) => `/files/l${i}.jpg`) }), 422, '最多可上传五张', 'licence_images'],
    ['six order images', () => body({ images: Array.from({ length: 6 }, (_, i) => `/files/i${i}.jpg`) }), 422, '最多可上传五张'],
    ['unknown industry', () => body({ industries: [{ parent_id: 1, id: 999 }] }), 422, '所选行业不存在', 'industries'],
    ['unknown spread way', () => body({ spread_ways: [99] }), 422, '所选推广形式不存在', 'spread_ways'],
    ['image not a url', () => body({ images: ['javascript:alert(1)'] }), 422, '文件地址不正确'],
  ];

  it.each(cases)('%s', async (_name, make, status, msg, field) => {
    const before = await rows();
    const response = await post('/api/orders', make());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().msg).toBe(msg);
    expect(response.json().result).toBeNull();
    if (field) expect(response.json().errors[field]).toBe(msg);
    expect(await rows()).toBe(before);
  });

  it('asks visitors to log in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body() });
    expect(response.json()).toEqual({ code: 401, msg: '请先登录', result: null, error_code: 'UNAUTHENTICATED' });
  });

  it('accepts the supplementary information and keeps it', async () => {
    const image = await uploaded(buyer, 'order');
    const id = await placeOrder(
      t,
      buyer.token,
      orderBody([line()], {
        has_build: 1,
        build_height: '3.5',
        industries: [{ parent_id: 1, id: 101 }],
        promotion_purposes: [1, 2],
        spread_ways: [3],
        images: [image],
      }),
    );
    const info = (await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}`, headers: bearer(buyer.token) })).json().result;
    expect(info).toMatchObject({
      order_id: id,
      product: '新品饮料',
      approach_time: '08:00',
      has_build: 1,
      build_height: '3.5',
      industries: [{ parent_id: 1, id: 101 }],
      purposes: [1, 2],
      spread_ways: [3],
      images: [image],
    });
  });

  it('takes only the buyer’s own uploads of each field’s bucket, and keeps them', async () => {
    const files = {
      design_files: [{ name: '效果图.png', url: await uploaded(buyer, 'design') }],
      licence_images: [await uploaded(buyer, 'licence')],
      licence_files: [await uploaded(buyer, 'licence')],
      brand_authorizations: [await uploaded(buyer, 'order')],
      images: [await uploaded(buyer, 'order')],
    };
    const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-12'])], files));
    const info = (await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}`, headers: bearer(buyer.token) })).json().result;
    expect(info).toMatchObject({
      design_files: files.design_files,
      licence_images: [...files.licence_images, ...files.licence_files],
      brand_authorizations: files.brand_authorizations,
      images: files.images,
    });
  });

  it('refuses files that are not the buyer’s own uploads into that field’s bucket, with 422 on the field', async () => {
    const other = await newBuyer(t);
    const theirs = await uploaded(other, 'order');
    const mineInDesign = await uploaded(buyer, 'design');
    const mine = await uploaded(buyer, 'order');
    const cases: [string, Record<string, unknown>][] = [
      ['images', { images: [mine, theirs] }],
      ['images', { images: ['/files/a.jpg'] }],
      ['images', { images: [mineInDesign] }],
      ['images', { images: [mine.replace('.png', '-thumb.webp')] }],
      ['brand_authorizations', { brand_authorizations: ['https://example.com/brand.png'] }],
      ['licence_images', { licence_images: [mine] }],
      ['licence_files', { licence_files: ['/files/l1.jpg'] }],
      ['design_files', { design_files: [{ name: 'a.png', url: theirs }] }],
    ];
    for (const [field, extra] of cases) {
      const before = await rows();
      const response = await post('/api/orders', body(extra));
      expect([response.statusCode, response.json().msg, response.json().errors], JSON.stringify(extra)).toEqual([
        422,
        '请上传本人上传的文件',
        { [field]: '请上传本人上传的文件' },
      ]);
      expect(await rows()).toBe(before);
    }
  });
});

describe('order information endpoints', () => {
  it('updates the provide-info form of the buyer’s own order only, with the checkout messages', async () => {
    const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-11'])]));
    const form = { order_id: id, product: '秋季新品', approach_time: '09:00', exit_time: '18:30', has_build: 0, spread_ways: [1, 2] };
    const saved = await post('/api/additional_info', form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ product: '秋季新品', exit_time: '18:30', spread_ways: [1, 2] });
    const bad = await post('/api/additional_info', { ...form, exit_time: '08:00' });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '进场时间不能晚于退场时间']);
    // type 2 names a big order (大订单): this single order is not one.
    const big = await post('/api/additional_info', { ...form, type: 2 });
    expect([big.statusCode, big.json().msg]).toEqual([404, '订单不存在']);
    const unknownType = await post('/api/additional_info', { ...form, type: 3 });
    expect([unknownType.statusCode, unknownType.json().msg]).toEqual([422, '订单类型不正确']);
    const other = await newBuyer(t);
    expect((await post('/api/additional_info', form, other.token)).statusCode).toBe(404);
    const info = (await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}`, headers: bearer(buyer.token) })).json().result;
    expect(info.product).toBe('秋季新品');
    expect((await t.app.inject({ method: 'GET', url: '/api/additional_info?order_id=abc', headers: bearer(buyer.token) })).statusCode).toBe(422);
  });

  it('saves only the buyer’s own uploads in the provide-info form', async () => {
    const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-13'])]));
    const form = { order_id: id, product: '秋季新品', approach_time: '09:00', exit_time: '18:30', has_build: 0 };
    const other = await newBuyer(t);
    const files = {
      design_files: [{ name: '方案.png', url: await uploaded(buyer, 'design') }],
      licence_images: [await uploaded(buyer, 'licence')],
      brand_authorizations: [await uploaded(buyer, 'order')],
      images: [await uploaded(buyer, 'order')],
    };
    const refused: [string, Record<string, unknown>][] = [
      ['licence_images', { licence_images: [await uploaded(other, 'licence')] }],
      ['licence_files', { licence_files: ['/files/l1.jpg'] }],
      ['design_files', { design_files: [{ name: 'x.png', url: files.images[0] }] }],
      ['brand_authorizations', { brand_authorizations: [await uploaded(other, 'order')] }],
      ['images', { images: ['/files/i1.jpg'] }],
    ];
    for (const [field, extra] of refused) {
      const response = await post('/api/additional_info', { ...form, ...files, ...extra });
      expect([response.statusCode, response.json().errors], JSON.stringify(extra)).toEqual([422, { [field]: '请上传本人上传的文件' }]);
    }
    const unchanged = (await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}`, headers: bearer(buyer.token) })).json().result;
    expect(unchanged).toMatchObject({ product: '新品饮料', design_files: [], licence_images: [], brand_authorizations: [], images: [] });

    const saved = await post('/api/additional_info', { ...form, ...files });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ product: '秋季新品', ...files });
  });

  it('lists the choices and records the order notice agreement', async () => {
    const selection = (await t.app.inject({ method: 'GET', url: '/api/orders/additional_selection' })).json().result;
    expect(selection.industries[0]).toMatchObject({ id: 1, name: '快消零售', children: expect.arrayContaining([{ id: 101, name: '食品饮料' }]) });
    expect(selection.purposes.length).toBeGreaterThan(3);
    expect(selection.spread_ways.length).toBeGreaterThan(3);
    const read = () => t.app.inject({ method: 'GET', url: '/api/users/ordering_noticed', headers: bearer(buyer.token) });
    expect((await read()).json().result).toEqual({ ordering_noticed: false });
    expect((await post('/api/users/ordering_noticed', { ordering_noticed: 'maybe' })).statusCode).toBe(422);
    expect((await post('/api/users/ordering_noticed', { ordering_noticed: 1 })).json().result).toEqual({ ordering_noticed: true });
    expect((await read()).json().result).toEqual({ ordering_noticed: true });
  });

  it('answers 422 for malformed ids and 404 for unknown ones', async () => {
    for (const url of ['/api/orders/abc', '/api/orders/0/status', '/api/payment/orders/-1']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) })).statusCode).toBe(422);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/orders/999999', headers: bearer(buyer.token) });
    expect(missing.json()).toEqual({ code: 404, msg: '订单不存在', result: null, error_code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders?status=lost', headers: bearer(buyer.token) })).json().msg).toBe('订单状态不正确');
  });
});
