import {
  ZActivityCaseDetail,
  ZActivityCasePage,
  ZActivityCaseQuery,
  ZActivityCaseType,
  ZActivityDetail,
  ZActivityPage,
  ZKeywordPageQuery,
  ZServiceProviderDetail,
  ZServiceProviderPage,
  ZServiceProviderQuery,
  ZServiceType,
} from '@vm/contracts/catalogue-content';
import { ZFastSearchQuery } from '@vm/contracts/catalogue-discovery';
import { ZVenuePage, ZVenueSearchQuery } from '@vm/contracts/catalogue-search';
import { ZTopPhysicalParam } from '@vm/contracts/catalogue-venue';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZServiceProviderProfile, ZServiceProviderProfileBody } from '@vm/contracts/service-provider-profile';
import { requireRole, currentUser } from '../../platform/http/auth';
import {
  myServiceProvider,
  saveMyServiceProvider,
  getActivityCase,
  listActivityCases,
  suggestActivityCases,
  getVenueDetail,
  listActivities,
  listNamed,
  searchVenues,
  getServiceProvider,
  listServiceProviders,
} from '../../modules/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';

/** A venue search of a fixed kind (proprietary fields, ad slots) from a keyword page query. */
function keywordSearch(query: z.infer<typeof ZKeywordPageQuery>, extra: Record<string, string>) {
  return ZVenueSearchQuery.parse({
    keyword: query.keywords,
    page: String(query.page),
    page_size: String(query.page_size),
    ...(query.city_id ? { city_ids: String(query.city_id) } : {}),
    ...extra,
  });
}

/** Activities, proprietary lists, ad search, activity cases and service providers. All public. */
export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalogue: content'];

    app.get(
      '/selling_resource/activities',
      { schema: { tags, summary: '活动列表', querystring: ZKeywordPageQuery, response: { 200: zEnvelope(ZActivityPage) } } },
      async (request) => ok(await listActivities(deps, request.query)),
    );
    app.get(
      '/activities/:top_physical_id',
      { schema: { tags, summary: '活动详情', params: ZTopPhysicalParam, response: { 200: zEnvelope(ZActivityDetail) } } },
      async (request) => {
        const user = await currentUser(deps, request);
        return ok(await getVenueDetail(deps, request.params.top_physical_id, user?.id ?? null, { activitiesOnly: true }));
      },
    );
    app.get(
      '/proprietary/fields',
      { schema: { tags, summary: '自营场地列表', querystring: ZKeywordPageQuery, response: { 200: zEnvelope(ZVenuePage) } } },
      async (request) => ok(await searchVenues(deps, keywordSearch(request.query, { is_proprietary: '1' }))),
    );
    app.get(
      '/proprietary/activities',
      { schema: { tags, summary: '自营活动列表', querystring: ZKeywordPageQuery, response: { 200: zEnvelope(ZActivityPage) } } },
      async (request) => ok(await listActivities(deps, request.query, { proprietaryOnly: true })),
    );
    app.get('/advs', { schema: { tags, summary: '广告位搜索', querystring: ZKeywordPageQuery, response: { 200: zEnvelope(ZVenuePage) } } }, async (request) =>
      ok(await searchVenues(deps, keywordSearch(request.query, {}), ["v.category_kind = 'ad'"])),
    );

    app.get('/activity_case_types', { schema: { tags, summary: '案例类型', response: { 200: zEnvelope(z.array(ZActivityCaseType)) } } }, async () =>
      ok(await listNamed(deps.pool, 'activity_case_types')),
    );
    app.get(
      '/activity_cases',
      { schema: { tags, summary: '活动案例', querystring: ZActivityCaseQuery, response: { 200: zEnvelope(ZActivityCasePage) } } },
      async (request) => ok(await listActivityCases(deps, request.query)),
    );
    app.get(
      '/activity_cases/fast/search',
      {
        schema: {
          tags,
          summary: '案例搜索联想',
          querystring: ZFastSearchQuery.pick({ keyword: true }),
          response: { 200: zEnvelope(z.array(z.object({ id: z.number(), title: z.string() }))) },
        },
      },
      async (request) => ok(await suggestActivityCases(deps, request.query.keyword)),
    );
    app.get(
      '/activity_cases/:id',
      {
        schema: {
          tags,
          summary: '案例详情（含上一个/下一个）',
          params: zIdParam,
          querystring: ZActivityCaseQuery.pick({ type: true, keyword: true, city_id: true }),
          response: { 200: zEnvelope(ZActivityCaseDetail) },
        },
      },
      async (request) => ok(await getActivityCase(deps, request.params.id, request.query)),
    );

    app.get('/service_types', { schema: { tags, summary: '服务类型', response: { 200: zEnvelope(z.array(ZServiceType)) } } }, async () =>
      ok(await listNamed(deps.pool, 'service_types')),
    );
    app.get(
      '/service_providers',
      { schema: { tags, summary: '服务商列表', querystring: ZServiceProviderQuery, response: { 200: zEnvelope(ZServiceProviderPage) } } },
      async (request) => ok(await listServiceProviders(deps, request.query)),
    );
    app.get(
      '/service_providers/mine',
      { schema: { tags, security: [{ bearer: [] }], summary: '我的服务商资料（服务商）', response: { 200: zEnvelope(ZServiceProviderProfile.nullable()) } } },
      async (request) => ok(await myServiceProvider(deps, (await requireRole(deps, request, 'facilitator')).id)),
    );
    app.put(
      '/service_providers/mine',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: '保存我的服务商资料（服务商）',
          body: ZServiceProviderProfileBody,
          response: { 200: zEnvelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => ok(await saveMyServiceProvider(deps, (await requireRole(deps, request, 'facilitator')).id, request.body), '保存成功'),
    );
    app.get(
      '/service_providers/:id',
      { schema: { tags, summary: '服务商详情', params: zIdParam, response: { 200: zEnvelope(ZServiceProviderDetail) } } },
      async (request) => ok(await getServiceProvider(deps, request.params.id)),
    );
  };
