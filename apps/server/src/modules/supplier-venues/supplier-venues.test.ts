import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, submitOrder } from '../orders/test/order-fixtures';
import { dayBooth, resourceBody, seedSupplierWorld, send, uploadPicture, type SupplierWorld } from './test/supplier-fixtures';

let t: TestContext;
let w: SupplierWorld;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vm-supplier-venues-')) });
  w = await seedSupplierWorld(t);
  photo = await uploadPicture(t, w.a.token);
});
afterAll(async () => t.close());

const communityBody = (extra: Record<string, unknown> = {}) => ({
  name: '静安嘉里中心',
  city_id: 90,
  district_id: 1,
  address: '上海市静安区南京西路1515号',
  latitude: 31.224,
  longitude: 121.448,
  community_type_id: 1,
  label_ids: [1],
  ...extra,
});

const search = async (keyword: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/fields?city_id=90&keyword=${encodeURIComponent(keyword)}` })).json().result.data as {
    id: number;
    name: string;
    floor_price: number;
  }[];

describe('communities', () => {
  it('a supplier creates a community, lists it, updates it; the change reaches the search of its venues', async () => {
    const created = await send(t, 'POST', '/api/communities', w.a.token, communityBody({ images: [photo] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().result.id as number;
    const list = await send(t, 'GET', '/api/managed_communities', w.a.token);
    expect(list.json().result.data.find((c: { id: number }) => c.id === id)).toMatchObject({
      id,
      name: '静安嘉里中心',
      city_name: '上海',
      district_name: '徐汇区',
      label_ids: [1],
      images: [photo],
      venue_count: 0,
    });

    const venue = await send(t, 'POST', '/api/managed_resources', w.a.token, resourceBody(id, [photo]));
    expect(venue.statusCode, venue.body).toBe(201);
    const updated = await send(t, 'PUT', `/api/communities/${id}`, w.a.token, communityBody({ name: '嘉里中心南区', images: [photo] }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await search('嘉里中心南区')).map((card) => card.id)).toContain(venue.json().result.id);
  });

  it('refuses references that do not fit with field messages, and changes nothing', async () => {
    const before = (await t.deps.pool.query('select count(*)::int as n from communities')).rows[0].n;
    const wrongDistrict = await send(t, 'POST', '/api/communities', w.a.token, communityBody({ district_id: 3 }));
    expect(wrongDistrict.statusCode).toBe(422);
    expect(wrongDistrict.json()).toMatchObject({ msg: '区县不属于所选城市', errors: { district_id: '区县不属于所选城市' } });
    const noName = await send(t, 'POST', '/api/communities', w.a.token, communityBody({ name: '' }));
    expect(noName.json().msg).toBe('请输入商场/社区名称');
    const foreignPhoto = await send(t, 'POST', '/api/communities', w.a.token, communityBody({ images: ['/files/venue/2026/11/someone-else.jpg'] }));
    expect(foreignPhoto.statusCode).toBe(422);
    expect(foreignPhoto.json().msg).toBe('请上传本人上传的文件');
    expect((await t.deps.pool.query('select count(*)::int as n from communities')).rows[0].n).toBe(before);
  });

  it('keeps the optional fields (trading area, subway line and station, year, labels, photos, flow) and buyers see them on the community page', async () => {
    const body = communityBody({
      name: '人民广场来福士',
      trading_area_id: 1,
      subway_line_id: 2,
      subway_station_id: 2,
      year: 2003,
      person_flow: 45000,
      label_ids: [3, 1],
      images: [photo],
      location_type_id: 2,
      description: '地铁上盖商场',
    });
    const created = await send(t, 'POST', '/api/communities', w.a.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().result.id as number;
    const mine = (await send(t, 'GET', `/api/managed_communities/${id}`, w.a.token)).json().result;
    expect(mine).toMatchObject({
      trading_area_id: 1,
      subway_station_id: 2,
      subway_line_id: 1,
      year: 2003,
      person_flow: 45000,
      label_ids: [1, 3],
      images: [photo],
      location_type_id: 2,
      description: '地铁上盖商场',
    });
    // What a buyer sees: GET /api/communities/{id} (the community page).
    const page = (await t.app.inject({ method: 'GET', url: `/api/communities/${id}` })).json().result;
    expect(page).toMatchObject({
      name: '人民广场来福士',
      trading_area: { id: 1, name: '徐家汇' },
      subway_station: { id: 2, name: '人民广场' },
      subway_lines: [
        { id: 1, name: '1号线' },
        { id: 2, name: '2号线' },
      ],
      year: 2003,
      person_flow: 45000,
      labels: [
        { id: 1, name: '地铁沿线' },
        { id: 3, name: '网红打卡' },
      ],
      imgs: [{ pic_url: photo }],
      pic_url: photo,
      location_type: { id: 2, name: '社区商业' },
    });
    // An edit that leaves them out clears them (the form sends every field back).
    const cleared = await send(t, 'PUT', `/api/communities/${id}`, w.a.token, communityBody({ name: '人民广场来福士', label_ids: [] }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/communities/${id}` })).json().result;
    expect(after).toMatchObject({ trading_area: null, subway_station: null, subway_lines: [], year: null, labels: [] });
  });

  it.each([
    [{ year: 1850 }, 'year', '请输入有效的年份（19xx或20xx）'],
    [{ year: 2100 }, 'year', '请输入有效的年份（19xx或20xx）'],
    [{ year: '20a8' }, 'year', '请输入有效的年份（19xx或20xx）'],
    [{ year: 1999.5 }, 'year', '请输入有效的年份（19xx或20xx）'],
    [{ trading_area_id: 3 }, 'trading_area_id', '商圈不属于所选城市'],
    [{ subway_station_id: 99 }, 'subway_station_id', '地铁站不属于所选城市'],
    [{ subway_line_id: 1, subway_station_id: 3 }, 'subway_station_id', '地铁站不在所选线路上'],
    [{ label_ids: [1, 99] }, 'label_ids', '标签不存在'],
    [{ label_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'label_ids', '最多选择20个标签'],
    [{ images: Array.from({ length: 21 }, (_, i) => `/files/venue/2026/11/${i}.jpg`) }, 'images', '最多可上传20张图片'],
  ])('refuses %j with the message under %s, and stores nothing', async (extra, field, message) => {
    const before = (await t.deps.pool.query('select count(*)::int as n from communities')).rows[0].n;
    const response = await send(t, 'POST', '/api/communities', w.a.token, communityBody(extra));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ msg: message, errors: { [field]: message } });
    expect((await t.deps.pool.query('select count(*)::int as n from communities')).rows[0].n).toBe(before);
  });

  it('refuses a subway line of another city', async () => {
    const line = await t.deps.pool.query<{ id: number }>(
      "insert into subway_lines (id, city_id, name, color, sort) values (9, 52, '北京1号线', '#C23A30', 0) returning id",
    );
    const response = await send(t, 'POST', '/api/communities', w.a.token, communityBody({ subway_line_id: line.rows[0]!.id, subway_station_id: 1 }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { subway_line_id: '地铁线路不属于所选城市' } });
  });

  it('another supplier’s community answers 404; a buyer 403; a visitor 401', async () => {
    const buyer = await loginAs(t, '13811112222');
    expect((await send(t, 'PUT', `/api/communities/${w.b.communityId}`, w.a.token, communityBody())).statusCode).toBe(404);
    expect((await send(t, 'GET', `/api/managed_communities/${w.b.communityId}`, w.a.token)).statusCode).toBe(404);
    expect((await send(t, 'POST', '/api/communities', buyer.token, communityBody())).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/communities', null, communityBody())).statusCode).toBe(401);
    const name = (await t.deps.pool.query('select name from communities where id = $1', [w.b.communityId])).rows[0].name;
    expect(name).toBe('别家商场');
  });
});

describe('managed resources', () => {
  it('a new venue is found by keyword at once, shows on its venue page and calendar with the closed date and price', async () => {
    const created = await send(t, 'POST', '/api/managed_resources', w.a.token, resourceBody(w.f.communities.C1, [photo], { name: '港汇广场星空展位' }));
    expect(created.statusCode, created.body).toBe(201);
    const {
      id,
      booth_ids: [boothId],
    } = created.json().result as { id: number; booth_ids: number[] };
    const cards = await search('星空展位');
    expect(cards).toEqual([expect.objectContaining({ id, name: '港汇广场星空展位', floor_price: 60000 })]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/fields/${id}` })).json().result;
    expect(detail.selling_resources).toEqual([
      expect.objectContaining({ id: boothId, count: 2, selling_price: [expect.objectContaining({ price: 60000, deposit: 20000 })] }),
    ]);
    const calendar = (
      await t.app.inject({ method: 'GET', url: `/api/selling_resources/${boothId}/calendar?start=2026-12-01&end=2026-12-03&lease_term_type_id=9` })
    ).json().result;
    expect(calendar.days.map((d: { available: boolean; price: number }) => [d.available, d.price])).toEqual([
      [true, 60000],
      [false, 60000],
      [true, 60000],
    ]);
    const mine = await send(t, 'GET', `/api/managed_resources/${id}`, w.a.token);
    expect(mine.json().result).toMatchObject({
      id,
      top_physical_id: id,
      is_online: true,
      images: [photo],
      booths: [{ id: boothId, unavailable_dates: ['2026-12-02'], live_order_count: 0 }],
    });
    const list = await send(t, 'GET', '/api/managed_resources?keyword=星空', w.a.token);
    expect(list.json().result.data.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('updates booths in place, adds new ones, deletes left-out ones without orders; the price change shows to buyers', async () => {
    const created = (
      await send(
        t,
        'POST',
        '/api/managed_resources',
        w.a.token,
        resourceBody(w.f.communities.C1, [photo], { name: '港汇广场二号展位', booths: [dayBooth(), dayBooth({ size: '2m*2m' })] }),
      )
    ).json().result;
    const [first, second] = created.booth_ids as number[];
    const put = await send(
      t,
      'PUT',
      `/api/managed_resources/${created.id}`,
      w.a.token,
      resourceBody(w.f.communities.C1, [photo], {
        name: '港汇广场二号展位',
        booths: [dayBooth({ id: first, prices: [{ lease_term_type_id: 9, price: 70000 }] }), dayBooth({ size: '6m*6m', count: 1 })],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const [kept, added] = put.json().result.booth_ids as number[];
    expect(kept).toBe(first);
    expect(added).not.toBe(second);
    expect((await t.deps.pool.query('select count(*)::int as n from selling_resources where id = $1', [second])).rows[0].n).toBe(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/fields/${created.id}` })).json().result;
    expect(detail.selling_resources.map((s: { id: number; selling_price: { price: number }[] }) => [s.id, s.selling_price[0]!.price])).toEqual([
      [first, 70000],
      [added, 60000],
    ]);
    expect((await search('港汇广场二号展位'))[0]?.floor_price).toBe(60000);
  });

  it('off sale hides the venue from search and new orders; a live order keeps its hold; on sale brings it back', async () => {
    const created = (await send(t, 'POST', '/api/managed_resources', w.a.token, resourceBody(w.f.communities.C1, [photo], { name: '港汇广场下架测试' }))).json()
      .result;
    const booth = created.booth_ids[0] as number;
    const buyer = await newBuyer(t, { balance: 10_000_000 });
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(booth, ['2026-12-10'])]));
    const off = await send(t, 'POST', `/api/managed_resources/${created.id}/off_sale`, w.a.token);
    expect(off.json().result).toEqual({ id: created.id, is_online: false });
    expect(await search('港汇广场下架测试')).toEqual([]);
    const refused = await submitOrder(t, buyer.token, orderBody([dayLine(booth, ['2026-12-11'])], { total_actual_price: 80000 }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('场地规格不存在或已下线');
    const held = (await t.deps.pool.query('select held from booked_units where selling_resource_id = $1 and date = $2', [booth, '2026-12-10'])).rows[0].held;
    expect(held).toBe(1);
    await payOrder(t, orderId);
    const on = await send(t, 'POST', `/api/managed_resources/${created.id}/on_sale`, w.a.token);
    expect(on.json().result.is_online).toBe(true);
    expect((await search('港汇广场下架测试')).map((c) => c.id)).toEqual([created.id]);
  });

  it('refuses changes that would break a live order, naming the date or the order; nothing changes', async () => {
    const created = (await send(t, 'POST', '/api/managed_resources', w.a.token, resourceBody(w.f.communities.C1, [photo], { name: '港汇广场安全测试' }))).json()
      .result;
    const booth = created.booth_ids[0] as number;
    const buyer = await newBuyer(t, { balance: 10_000_000 });
    await placeOrder(t, buyer.token, orderBody([dayLine(booth, ['2026-12-15'], 2)]));
    const orderNum = (await t.deps.pool.query('select order_num from order_items where selling_resource_id = $1', [booth])).rows[0].order_num;
    const body = (boothExtra: Record<string, unknown>) =>
      resourceBody(w.f.communities.C1, [photo], { name: '港汇广场安全测试改名', booths: [dayBooth({ id: booth, ...boothExtra })] });

    const lower = await send(t, 'PUT', `/api/managed_resources/${created.id}`, w.a.token, body({ count: 1 }));
    expect(lower.statusCode).toBe(409);
    expect(lower.json().msg).toBe('2026-12-15 已有2个单位被预订，数量不能少于2');
    const close = await send(t, 'PUT', `/api/managed_resources/${created.id}`, w.a.token, body({ unavailable_dates: ['2026-12-02', '2026-12-15'] }));
    expect(close.statusCode).toBe(409);
    expect(close.json().msg).toBe('2026-12-15 已有订单预订，不能设为不可预订');
    const remove = await send(
      t,
      'PUT',
      `/api/managed_resources/${created.id}`,
      w.a.token,
      resourceBody(w.f.communities.C1, [photo], { booths: [dayBooth({ size: '1m*1m' })] }),
    );
    expect(remove.statusCode).toBe(409);
    expect(remove.json().msg).toBe(`摊位#${booth}有进行中的订单（订单号${orderNum}），不能删除`);
    const row = (
      await t.deps.pool.query('select p.name, s.count from selling_resources s join physical_resources p on p.id = s.physical_resource_id where s.id = $1', [
        booth,
      ])
    ).rows[0];
    expect(row).toEqual({ name: '港汇广场安全测试', count: 2 });
    const raise = await send(t, 'PUT', `/api/managed_resources/${created.id}`, w.a.token, body({ count: 3 }));
    expect(raise.statusCode, raise.body).toBe(200);
  });

  it('validates photos and booths with field messages', async () => {
    const other = await uploadPicture(t, w.b.token);
    const foreign = await send(t, 'POST', '/api/managed_resources', w.a.token, resourceBody(w.f.communities.C1, [other]));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ msg: '请上传本人上传的文件', errors: { images: '请上传本人上传的文件' } });
    const noPhotos = await send(t, 'POST', '/api/managed_resources', w.a.token, resourceBody(w.f.communities.C1, []));
    expect(noPhotos.json().msg).toBe('请上传场地照片');
    const noPrice = await send(
      t,
      'POST',
      '/api/managed_resources',
      w.a.token,
      resourceBody(w.f.communities.C1, [photo], { booths: [dayBooth({ prices: [] })] as never }),
    );
    expect(noPrice.json().msg).toBe('请至少填写一个订购周期的价格');
    const badDate = await send(
      t,
      'POST',
      '/api/managed_resources',
      w.a.token,
      resourceBody(w.f.communities.C1, [photo], { booths: [dayBooth({ unavailable_dates: ['2026-02-30'] })] as never }),
    );
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().msg).toBe('2026-02-30 不是有效日期');
    const badTerm = await send(
      t,
      'POST',
      '/api/managed_resources',
      w.a.token,
      resourceBody(w.f.communities.C1, [photo], { booths: [dayBooth({ lease_term_type_id: 4 })] as never }),
    );
    expect(badTerm.json().msg).toBe('主订购周期需要填写价格');
  });

  it('another supplier’s venues, booths and communities are 404; buyers 403; visitors 401', async () => {
    const mineId = w.f.venues.P2;
    const theirs = (
      await send(t, 'POST', '/api/managed_resources', w.b.token, resourceBody(w.b.communityId, [await uploadPicture(t, w.b.token)], { name: 'B的场地' }))
    ).json().result;
    expect(theirs.id).toBeGreaterThan(0);
    const a = w.a.token;
    expect((await send(t, 'GET', `/api/managed_resources/${theirs.id}`, a)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `/api/managed_resources/${theirs.id}`, a, resourceBody(w.f.communities.C1, [photo]))).statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/managed_resources/${theirs.id}/off_sale`, a)).statusCode).toBe(404);
    expect(
      (await send(t, 'GET', `/api/managed_booths/${theirs.booth_ids[0]}/calendar?start=2026-12-01&end=2026-12-02&lease_term_type_id=9`, a)).statusCode,
    ).toBe(404);
    expect((await send(t, 'POST', '/api/managed_resources', a, resourceBody(w.b.communityId, [photo]))).statusCode).toBe(404);
    const stolen = resourceBody(w.f.communities.C1, [photo], { booths: [dayBooth({ id: theirs.booth_ids[0] })] as never });
    expect((await send(t, 'PUT', `/api/managed_resources/${mineId}`, a, stolen)).statusCode).toBe(404);
    const list = (await send(t, 'GET', '/api/managed_resources?page_size=100', a)).json().result.data.map((r: { id: number }) => r.id);
    expect(list).not.toContain(theirs.id);
    const buyer = await loginAs(t, '13811113333');
    expect((await t.app.inject({ method: 'GET', url: '/api/managed_resources', headers: bearer(buyer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/managed_resources' })).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/managed_resources/${theirs.id}`, w.b.token)).json().result.name).toBe('B的场地');
  });

  it('the supplier calendar preview shows the source of each price and the units held', async () => {
    const response = await send(t, 'GET', `/api/managed_booths/${w.f.booths.S1}/calendar?start=2026-11-30&end=2026-12-05&lease_term_type_id=9`, w.a.token);
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json().result.days as { date: string; price: number; price_source: string; unavailable: boolean }[];
    expect(days.map((d) => [d.date, d.price, d.price_source, d.unavailable])).toEqual([
      ['2026-11-30', 60000, 'special', false],
      ['2026-12-01', 80000, 'term', true],
      ['2026-12-02', 80000, 'term', false],
      ['2026-12-03', 80000, 'term', false],
      ['2026-12-04', 80000, 'term', false],
      ['2026-12-05', 150000, 'raised', false],
    ]);
  });
});
