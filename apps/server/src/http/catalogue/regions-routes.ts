import {
  ZCategory,
  ZCategoryAttribute,
  ZCategoryAttributeQuery,
  ZCity,
  ZCityQuery,
  ZDistrict,
  ZLabel,
  ZLabelQuery,
  ZNamed,
  ZProvince,
  ZProvinceQuery,
  ZSubwayLine,
  ZSubwayStation,
  ZTradingArea,
} from '@vm/contracts/catalogue-regions';
import { zEnvelope } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';
import { regions } from '../../modules/catalogue';

/** Cities, regions and the taxonomy lists the filters are built from. All public. */
export const regionsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalogue: regions'];
    const db = deps.pool;
    const list = <T extends z.ZodType>(item: T) => ({ 200: zEnvelope(z.array(item)) });

    app.get('/cities', { schema: { tags, summary: '全部城市（不分页）', response: list(ZCity) } }, async () => ok(await regions.listCities(db)));
    app.get('/regions/provinces', { schema: { tags, summary: '省份', response: list(ZProvince) } }, async () => ok(await regions.listProvinces(db)));
    app.get('/regions/cities', { schema: { tags, summary: '省份下的城市', querystring: ZProvinceQuery, response: list(ZCity) } }, async (request) =>
      ok(await regions.listCitiesOfProvince(db, request.query.province_id)),
    );
    app.get('/regions/districts', { schema: { tags, summary: '城市的区县', querystring: ZCityQuery, response: list(ZDistrict) } }, async (request) =>
      ok(await regions.listDistricts(db, request.query.city_id)),
    );
    app.get('/regions/trading_areas', { schema: { tags, summary: '城市的商圈', querystring: ZCityQuery, response: list(ZTradingArea) } }, async (request) =>
      ok(await regions.listTradingAreas(db, request.query.city_id)),
    );
    app.get(
      '/regions/subway_lines',
      { schema: { tags, summary: '城市的地铁线路（含站点）', querystring: ZCityQuery, response: list(ZSubwayLine) } },
      async (request) => ok(await regions.listSubwayLines(db, request.query.city_id)),
    );
    app.get(
      '/regions/subway_stations',
      { schema: { tags, summary: '城市的地铁站', querystring: ZCityQuery, response: list(ZSubwayStation) } },
      async (request) => ok(await regions.listSubwayStations(db, request.query.city_id)),
    );
    app.get('/labels', { schema: { tags, summary: '场地标签', querystring: ZLabelQuery, response: list(ZLabel) } }, async (request) =>
      ok(await regions.listLabels(db, request.query.city_ids, request.query.type)),
    );
    app.get('/community_types', { schema: { tags, summary: '社区类型', response: list(ZNamed) } }, async () =>
      ok(await regions.listNamed(db, 'community_types')),
    );
    app.get('/location_types', { schema: { tags, summary: '位置类型', response: list(ZNamed) } }, async () =>
      ok(await regions.listNamed(db, 'location_types')),
    );
    app.get('/categories', { schema: { tags, summary: '场地类型（分类）', response: list(ZCategory) } }, async () => ok(await regions.listCategories(db)));
    app.get(
      '/category_attributes',
      { schema: { tags, summary: '分类属性及选项', querystring: ZCategoryAttributeQuery, response: list(ZCategoryAttribute) } },
      async (request) => ok(await regions.listCategoryAttributes(db, request.query.category_ids)),
    );
  };
