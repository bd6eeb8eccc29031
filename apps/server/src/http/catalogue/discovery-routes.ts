import {
  ZFastSearchQuery,
  ZFastSearchResult,
  ZFavoriteListQuery,
  ZFavoritePage,
  ZFavoriteState,
  ZFeedbackBody,
  ZFeedbackCreated,
  ZHotWord,
  ZHotWordQuery,
  ZSearchHistoryBody,
  ZSearchHistoryItem,
} from '@vm/contracts/catalogue-discovery';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueReads, type AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import {
  fastSearch,
  listHotWords,
  listFavorites,
  setFavorite,
  clearSearchHistory,
  listSearchHistory,
  recordSearch,
  submitFeedback,
} from '../../modules/catalogue';

/** Header search (suggestions, hot words, history), favourites and feedback. */
export const discoveryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalogue: discovery'];
    const security = [{ bearer: [] }];
    const history = { 200: zEnvelope(z.array(ZSearchHistoryItem)) };
    // Access first: a visitor gets 401 请先登录 before any body or parameter is judged.
    const preValidation = async (request: FastifyRequest) => {
      await requireUser(deps, request);
    };

    app.get(
      '/fast/search',
      { schema: { tags, summary: '搜索联想', querystring: ZFastSearchQuery, response: { 200: zEnvelope(ZFastSearchResult) } } },
      async (request) => ok(await fastSearch(catalogueReads(deps), request.query)),
    );
    app.get(
      '/hot_words',
      { schema: { tags, summary: '热门搜索词', querystring: ZHotWordQuery, response: { 200: zEnvelope(z.array(ZHotWord)) } } },
      async (request) => ok(await listHotWords(deps, request.query.city_id)),
    );

    app.get('/search_histories', { preValidation, schema: { tags, summary: '我的搜索历史（最近5条）', security, response: history } }, async (request) =>
      ok(await listSearchHistory(deps, await requireUser(deps, request))),
    );
    app.post(
      '/search_histories',
      { preValidation, schema: { tags, summary: '记录一次搜索', security, body: ZSearchHistoryBody, response: history } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await recordSearch(deps, user, request.body.custom_name));
      },
    );
    app.delete('/search_histories', { preValidation, schema: { tags, summary: '清空搜索历史', security } }, async (request) => {
      await clearSearchHistory(deps, await requireUser(deps, request));
      return ok(null, '已清空');
    });
    app.delete('/search_histories/:id', { preValidation, schema: { tags, summary: '删除一条搜索历史', security, params: zIdParam } }, async (request) => {
      await clearSearchHistory(deps, await requireUser(deps, request), request.params.id);
      return ok(null, '已删除');
    });

    const favorite = { tags, security, params: zIdParam, response: { 200: zEnvelope(ZFavoriteState) } };
    app.put('/resources/:id/favorite', { preValidation, schema: { ...favorite, summary: '收藏场地' } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await setFavorite(deps, user, request.params.id, true), '收藏成功');
    });
    app.delete('/resources/:id/favorite', { preValidation, schema: { ...favorite, summary: '取消收藏' } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await setFavorite(deps, user, request.params.id, false), '已取消收藏');
    });
    app.get(
      '/favorites',
      { preValidation, schema: { tags, summary: '我的收藏', security, querystring: ZFavoriteListQuery, response: { 200: zEnvelope(ZFavoritePage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listFavorites(deps, user, request.query.page, request.query.page_size));
      },
    );

    app.post(
      '/feedbacks',
      {
        preValidation,
        schema: { tags, summary: '纠错与建议（1 纠错，2 建议）', security, body: ZFeedbackBody, response: { 201: zEnvelope(ZFeedbackCreated) } },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const created = await submitFeedback(deps, user, request.body);
        return reply.status(201).send(ok(created, '非常感谢您的反馈，我们会尽快核实'));
      },
    );
  };
