import { ZCommunityDetail, ZCommunityListQuery, ZCommunityPage, ZNearbyQuery, ZRecommendedPage, ZRecommendsQuery } from '@vm/contracts/catalogue-communities';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';
import { getCommunity, listCommunities, nearbyVenues, recommendVenues } from '../../modules/catalogue';

/** Communities and the venue page's recommended and nearby lists. All public. */
export const communitiesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalogue: communities'];

    app.get(
      '/communities',
      { schema: { tags, summary: '社区列表', querystring: ZCommunityListQuery, response: { 200: zEnvelope(ZCommunityPage) } } },
      async (request) => ok(await listCommunities(deps, request.query)),
    );
    app.get(
      '/communities/recommends',
      { schema: { tags, summary: '推荐场地（每页5个，首页4个）', querystring: ZRecommendsQuery, response: { 200: zEnvelope(ZRecommendedPage) } } },
      async (request) => ok(await recommendVenues(deps, request.query)),
    );
    app.get('/communities/:id', { schema: { tags, summary: '社区详情', params: zIdParam, response: { 200: zEnvelope(ZCommunityDetail) } } }, async (request) =>
      ok(await getCommunity(deps, request.params.id)),
    );
    app.get(
      '/communities/:id/nearby',
      { schema: { tags, summary: '附近场地（每页2个）', params: zIdParam, querystring: ZNearbyQuery, response: { 200: zEnvelope(ZRecommendedPage) } } },
      async (request) => ok(await nearbyVenues(deps, request.params.id, request.query)),
    );
  };
