import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  comments,
  communities,
  communityLabels,
  physicalResourceAttributeOptions,
  physicalResourceImages,
  physicalResources,
  salesRecords,
  sellingResourceDatedPrices,
  sellingResourcePrices,
  sellingResources,
  sellingResourceUnavailableDates,
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { NEXT_PHYSICAL_ID } from './venue-writes';
import { refreshVenueSearch } from './venue-search-index';

/**
 * A small catalogue whose search answers are known, for the API tests. Venues (top physical ids):
 *  P1 港汇广场一楼中庭   上海 徐汇 徐家汇 station 1 (line 1)   indoor  300㎡  flow 20000  ¥800     1999  panorama  options 2,3
 *  P2 港汇广场南广场     (same community C1)                   outdoor 800㎡  flow 30000  ¥2500    1999            option 5   1 sale
 *  P3 国金中心中庭       上海 浦东 陆家嘴 station 3 (line 2)   indoor  500㎡  flow 40000  ¥4500    2010  proprietary options 1,4  3 sales, activity booth
 *  P4 阳光花园中心广场   上海 徐汇 (no area, no station)       outdoor 200㎡  flow 3000   ¥1000    1985            option 6
 *  P5 太古里下沉广场     北京 朝阳 三里屯                      outdoor 1000㎡ flow 60000  ¥9000    2008            option 5
 *  P6 国金中心外墙LED大屏 (C2, an ad slot)                     outdoor 40㎡   flow 0      enquiry  2010  proprietary
 * P1 has a child (P1a) with a month-lease booth; P1 has 3 comments (5, 4, 3 stars).
 */
export interface CatalogueFixture {
  supplierId: number;
  venues: { P1: number; P1a: number; P2: number; P3: number; P4: number; P5: number; P6: number };
  communities: { C1: number; C2: number; C3: number; C4: number };
  booths: { S1: number; S2: number; S3: number; S4: number; S5: number; S6: number; S7: number; S8: number };
}

const REFERENCE = `
insert into provinces (id, name) values (9, '上海市'), (1, '北京市');
insert into cities (id, province_id, name, en_name, domain_name, latitude, longitude, sort) values
  (90, 9, '上海', 'Shanghai', 'sh', 31.2304, 121.4737, 0), (52, 1, '北京', 'Beijing', 'bj', 39.9042, 116.4074, 1);
insert into districts (id, city_id, name) values (1, 90, '徐汇区'), (2, 90, '浦东新区'), (3, 52, '朝阳区');
insert into trading_areas (id, city_id, district_id, name) values (1, 90, 1, '徐家汇'), (2, 90, 2, '陆家嘴'), (3, 52, 3, '三里屯');
insert into subway_lines (id, city_id, name, color, sort) values (1, 90, '1号线', '#E4002B', 0), (2, 90, '2号线', '#97D700', 1);
insert into subway_stations (id, city_id, name, latitude, longitude) values
  (1, 90, '徐家汇', 31.1950, 121.4370), (2, 90, '人民广场', 31.2336, 121.4753), (3, 90, '陆家嘴', 31.2370, 121.5020);
insert into subway_line_stations (line_id, station_id, position) values (1, 1, 0), (1, 2, 1), (2, 2, 0), (2, 3, 1);
insert into labels (id, name, type, sort) values (1, '地铁沿线', 1, 1), (2, '亲子家庭', 1, 2), (3, '网红打卡', 1, 3);
insert into community_types (id, name, sort) values (1, '购物中心', 1), (2, '社区', 2), (3, '写字楼', 3);
insert into location_types (id, name, sort) values (1, '核心商圈', 1), (2, '社区商业', 2);
insert into categories (id, name, kind, sort) values (1, '中庭', 'venue', 1), (2, '广场', 'venue', 2), (3, 'LED屏', 'ad', 3);
insert into category_attributes (id, category_id, name, sort) values (1, 1, '层高', 1), (2, 1, '地面材质', 2), (3, 2, '可用电源', 1);
insert into attribute_options (id, attribute_id, name, sort) values
  (1, 1, '5米以下', 1), (2, 1, '5-10米', 2), (3, 2, '大理石', 1), (4, 2, '木地板', 2), (5, 3, '220V', 1), (6, 3, '无', 2);
insert into hot_words (name, sort) values ('中庭', 1), ('广场', 2);
insert into activity_case_types (id, name, sort) values (1, '快闪店', 1), (2, '路演推广', 2);
insert into activity_cases (id, type_id, title, brand, cover_url, city_id, summary, content, images, held_on, sort) values
  (1, 1, '喜茶徐家汇快闪店', '喜茶', '/files/demo/case-01.jpg', 90, '快闪', '<p>内容</p>', '{/files/demo/case-02.jpg}', '2026-05-01', 3),
  (2, 2, '小米陆家嘴路演', '小米', '/files/demo/case-03.jpg', 90, '路演', '<p>内容</p>', '{}', '2026-06-01', 2),
  (3, 1, '泡泡玛特三里屯快闪店', '泡泡玛特', '/files/demo/case-04.jpg', 52, '快闪', '<p>内容</p>', '{}', '2026-07-01', 1);
insert into service_types (id, name, sort) values (1, '活动策划', 1), (2, '展台搭建', 2);
insert into service_providers (id, name, logo_url, city_id, summary, description, contact_name, contact_mobile, case_count, sort) values
  (1, '上海星辰活动策划服务有限公司', '/files/demo/logo-01.jpg', 90, '活动策划', '介绍', '王经理', '13912345678', 10, 2),
  (2, '北京蓝海展台搭建服务有限公司', '/files/demo/logo-02.jpg', 52, '展台搭建', '介绍', '李经理', '13987654321', 5, 1);
insert into service_provider_types (provider_id, type_id) values (1, 1), (2, 2), (2, 1);
select setval(pg_get_serial_sequence('service_providers', 'id'), 2);
`;

export async function seedTestCatalogue(pool: pg.Pool, supplierId: number): Promise<CatalogueFixture> {
  // The reference data with fixed ids, as one script (several statements; test data only).
  await pool.query(REFERENCE.replace(/\n/g, ' '));
  const db = typed(pool);
  const community = async (values: Omit<typeof communities.$inferInsert, 'ownerId' | 'coverUrl'>) =>
    (
      await db
        .insert(communities)
        .values({ ...values, ownerId: supplierId, coverUrl: '/files/demo/community-01.jpg' })
        .returning({ id: communities.id })
    )[0]!.id;
  const place = { tradingAreaId: null, subwayStationId: null };
  const C1 = await community({
    name: '徐家汇港汇广场',
    isProprietary: false,
    cityId: 90,
    districtId: 1,
    tradingAreaId: 1,
    subwayStationId: 1,
    communityTypeId: 1,
    locationTypeId: 1,
    address: '上海市徐汇区虹桥路1号',
    latitude: 31.195,
    longitude: 121.437,
    year: 1999,
    personFlow: 50000,
  });
  const C2 = await community({
    name: '陆家嘴国金中心',
    isProprietary: true,
    cityId: 90,
    districtId: 2,
    tradingAreaId: 2,
    subwayStationId: 3,
    communityTypeId: 3,
    locationTypeId: 1,
    address: '上海市浦东新区世纪大道8号',
    latitude: 31.237,
    longitude: 121.502,
    year: 2010,
    personFlow: 80000,
  });
  const C3 = await community({
    name: '阳光花园',
    isProprietary: false,
    cityId: 90,
    districtId: 1,
    ...place,
    communityTypeId: 2,
    locationTypeId: 2,
    address: '上海市徐汇区田林路200号',
    latitude: 31.18,
    longitude: 121.43,
    year: 1985,
    personFlow: 5000,
  });
  const C4 = await community({
    name: '三里屯太古里',
    isProprietary: false,
    cityId: 52,
    districtId: 3,
    ...place,
    tradingAreaId: 3,
    communityTypeId: 1,
    locationTypeId: 1,
    address: '北京市朝阳区三里屯路19号',
    latitude: 39.936,
    longitude: 116.455,
    year: 2008,
    personFlow: 90000,
  });
  await db.insert(communityLabels).values(
    (
      [
        [C1, 1],
        [C1, 3],
        [C2, 1],
        [C3, 2],
        [C4, 3],
      ] as const
    ).map(([communityId, labelId]) => ({ communityId, labelId })),
  );
  const physical = async (
    community: number,
    parent: number | null,
    name: string,
    category: number,
    indoor: boolean,
    area: number,
    flow: number,
    panorama: string | null,
  ) => {
    const id = (await NEXT_PHYSICAL_ID.run(pool, [])).rows[0]!.id;
    await db.insert(physicalResources).values({
      id,
      communityId: community,
      parentId: parent,
      topId: parent ?? id,
      name,
      categoryId: category,
      indoor,
      area,
      personFlow: flow,
      panoramaUrl: panorama,
    });
    await db.insert(physicalResourceImages).values([
      { physicalResourceId: id, kind: 'photo', url: '/files/demo/venue-01.jpg', position: 0 },
      { physicalResourceId: id, kind: 'photo', url: '/files/demo/venue-02.jpg', position: 1 },
      { physicalResourceId: id, kind: 'case', url: '/files/demo/case-01.jpg', position: 0 },
    ]);
    return id;
  };
  const P1 = await physical(C1, null, '港汇广场一楼中庭', 1, true, 300, 20000, '/files/demo/panorama-01.jpg');
  const P1a = await physical(C1, P1, '港汇广场中庭东侧', 1, true, 50, 5000, null);
  const P2 = await physical(C1, null, '港汇广场南广场', 2, false, 800, 30000, null);
  const P3 = await physical(C2, null, '国金中心中庭', 1, true, 500, 40000, null);
  const P4 = await physical(C3, null, '阳光花园中心广场', 2, false, 200, 3000, null);
  const P5 = await physical(C4, null, '太古里下沉广场', 2, false, 1000, 60000, null);
  const P6 = await physical(C2, null, '国金中心外墙LED大屏', 3, false, 40, 0, null);
  await db.insert(physicalResourceAttributeOptions).values(
    (
      [
        [P1, 2],
        [P1, 3],
        [P2, 5],
        [P3, 1],
        [P3, 4],
        [P4, 6],
        [P5, 5],
      ] as const
    ).map(([physicalResourceId, optionId]) => ({ physicalResourceId, optionId })),
  );
  const booth = async (
    physicalId: number,
    topId: number,
    size: string,
    term: number,
    prices: [number, number][],
    extra: { count?: number; enquiry?: boolean; resType?: number; window?: [string, string] } = {},
  ) => {
    const id = (
      await db
        .insert(sellingResources)
        .values({
          physicalResourceId: physicalId,
          topPhysicalId: topId,
          supplierId,
          size,
          customDimension: '标准摊位',
          leaseTermTypeId: term,
          count: extra.count ?? 2,
          isEnquiry: extra.enquiry ?? false,
          resTypeId: extra.resType ?? 1,
          activityTypeName: extra.resType === 3 ? '市集' : null,
          activityStartDate: extra.window?.[0] ?? null,
          deadline: extra.window?.[1] ?? null,
          specialRequirements: ['不可明火'],
          tag: '物业直签',
        })
        .returning({ id: sellingResources.id })
    )[0]!.id;
    for (const [termId, price] of prices) {
      await db.insert(sellingResourcePrices).values({ sellingResourceId: id, leaseTermTypeId: termId, price, subsidy: price / 10, deposit: 50000 });
    }
    return id;
  };
  const S1 = await booth(P1, P1, '3m*3m', 9, [
    [9, 80000],
    [11, 120000],
  ]);
  const S2 = await booth(P1a, P1, '6m*6m', 4, [[4, 2000000]]);
  const S3 = await booth(P2, P2, '3m*3m', 9, [[9, 250000]]);
  const S4 = await booth(P3, P3, '3m*3m', 9, [[9, 450000]]);
  const S5 = await booth(P3, P3, '2m*2m', 15, [[15, 600000]], { resType: 3, window: ['2026-12-10', '2026-12-31'] });
  const S6 = await booth(P4, P4, '3m*3m', 9, [[9, 100000]]);
  const S7 = await booth(P5, P5, '10m*10m', 9, [[9, 900000]]);
  const S8 = await booth(P6, P6, '整场', 3, [[3, 0]], { enquiry: true });
  await db.insert(sellingResourceDatedPrices).values([
    { sellingResourceId: S1, kind: 'special', date: '2026-11-30', price: 60000 },
    { sellingResourceId: S1, kind: 'raised', date: '2026-12-05', price: 150000 },
  ]);
  await db.insert(sellingResourceUnavailableDates).values({ sellingResourceId: S1, date: '2026-12-01' });
  const sold = { size: '3m*3m', leaseTermTypeId: 9, count: 1, createdAt: sql`now()` };
  const bigSale = { ...sold, topPhysicalId: P3, sellingResourceId: S4, buyerName: '上海星辰科技有限公司', amount: 450000, startDate: '2026-10-01' };
  await db
    .insert(salesRecords)
    .values([bigSale, bigSale, bigSale, { ...sold, topPhysicalId: P2, sellingResourceId: S3, buyerName: '张先生', amount: 250000, startDate: '2026-09-01' }]);
  await db.insert(comments).values(
    (
      [
        ['张先生', 5, '很好', '2026-10-01T10:00:00Z'],
        ['李女士', 4, '不错', '2026-10-02T10:00:00Z'],
        ['王经理', 3, '一般', '2026-10-03T10:00:00Z'],
      ] as const
    ).map(([authorName, score, content, at]) => ({
      topPhysicalId: P1,
      sellingResourceId: S1,
      authorName,
      score,
      content,
      createdAt: new Date(at),
    })),
  );
  await refreshVenueSearch(pool, null);
  return {
    supplierId,
    venues: { P1, P1a, P2, P3, P4, P5, P6 },
    communities: { C1, C2, C3, C4 },
    booths: { S1, S2, S3, S4, S5, S6, S7, S8 },
  };
}
