import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  CONTENT_BLOCK_SCHEMAS,
  ZActivityCaseBody,
  ZAgreementParams,
  ZArticleBody,
  ZArticleDetail,
  ZArticlePage,
  ZArticlesQuery,
  ZArticleType,
  ZArticleTypesQuery,
  ZContentBlockParam,
  ZHomeInfo,
  ZHomeModules,
  ZHotWordBody,
  ZOperatorActivityCase,
  ZOperatorActivityCasePage,
  ZOperatorActivityCasesQuery,
  ZOperatorArticle,
  ZOperatorArticlePage,
  ZOperatorArticlesQuery,
  ZOperatorHotWord,
  ZThemeSections,
} from '@vm/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import {
  createActivityCase,
  createArticle,
  createHotWord,
  deleteActivityCase,
  deleteArticle,
  deleteHotWord,
  getAgreement,
  getArticle,
  getOperatorArticle,
  listArticles,
  listArticleTypes,
  listOperatorActivityCases,
  listOperatorArticles,
  listOperatorHotWords,
  readContentBlock,
  saveContentBlock,
  updateActivityCase,
  updateArticle,
  updateHotWord,
} from '../../modules/content';

const security = [{ bearer: [] }];

/** Public content reads and the operators' content editing (/api/operator/* is guarded for operators). */
export const siteContentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['content'];
    app.get(
      '/article_types',
      { schema: { tags, summary: '文章分类', querystring: ZArticleTypesQuery, response: { 200: zEnvelope(z.array(ZArticleType)) } } },
      async (request) => ok(await listArticleTypes(deps, request.query.kind)),
    );
    app.get(
      '/articles',
      {
        schema: {
          tags,
          summary: '文章列表（帮助、招聘、新闻；公司新闻 article_type_id=17）',
          querystring: ZArticlesQuery,
          response: { 200: zEnvelope(ZArticlePage) },
        },
      },
      async (request) => ok(await listArticles(deps, request.query)),
    );
    app.get('/articles/:id', { schema: { tags, summary: '文章详情', params: zIdParam, response: { 200: zEnvelope(ZArticleDetail) } } }, async (request) =>
      ok(await getArticle(deps, request.params.id)),
    );
    app.get(
      '/agreements/:key',
      {
        schema: {
          tags,
          summary: '用户协议（user）、隐私政策（privacy）：该分类最新发布的文章',
          params: ZAgreementParams,
          response: { 200: zEnvelope(ZArticleDetail) },
        },
      },
      async (request) => ok(await getAgreement(deps, request.params.key)),
    );
    app.get('/theme_sections', { schema: { tags, summary: '场地专题', response: { 200: zEnvelope(ZThemeSections) } } }, async () =>
      ok(await readContentBlock(deps, 'theme_sections')),
    );
    app.get('/home_modules', { schema: { tags, summary: '首页模块', response: { 200: zEnvelope(ZHomeModules) } } }, async () =>
      ok(await readContentBlock(deps, 'home_modules')),
    );
    app.get('/home_info', { schema: { tags, summary: '入驻介绍（供应商/代理商/服务商）', response: { 200: zEnvelope(ZHomeInfo) } } }, async () =>
      ok(await readContentBlock(deps, 'home_info')),
    );

    const staff = ['operator'];
    app.get(
      '/operator/articles',
      { schema: { tags: staff, security, summary: '文章管理列表', querystring: ZOperatorArticlesQuery, response: { 200: zEnvelope(ZOperatorArticlePage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorArticles(deps, request.query));
      },
    );
    app.post(
      '/operator/articles',
      { schema: { tags: staff, security, summary: '发布文章（正文HTML入库前净化）', body: ZArticleBody, response: { 201: zEnvelope(ZOperatorArticle) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        const created = await createArticle(deps, operator.id, request.body);
        return reply.status(201).send(ok(created, created.status === 'published' ? '发布成功' : '保存成功'));
      },
    );
    app.get(
      '/operator/articles/:id',
      { schema: { tags: staff, security, summary: '文章（含草稿）', params: zIdParam, response: { 200: zEnvelope(ZOperatorArticle) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await getOperatorArticle(deps, request.params.id));
      },
    );
    app.put(
      '/operator/articles/:id',
      { schema: { tags: staff, security, summary: '编辑文章', params: zIdParam, body: ZArticleBody, response: { 200: zEnvelope(ZOperatorArticle) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await updateArticle(deps, operator.id, request.params.id, request.body), '保存成功');
      },
    );
    app.delete('/operator/articles/:id', { schema: { tags: staff, security, summary: '删除文章', params: zIdParam } }, async (request) => {
      const operator = await requireRole(deps, request, 'operator');
      await deleteArticle(deps, operator.id, request.params.id);
      return ok(null, '已删除');
    });

    app.get(
      '/operator/hot_words',
      { schema: { tags: staff, security, summary: '热门搜索词', response: { 200: zEnvelope(z.array(ZOperatorHotWord)) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorHotWords(deps));
      },
    );
    app.post(
      '/operator/hot_words',
      { schema: { tags: staff, security, summary: '添加热词', body: ZHotWordBody, response: { 201: zEnvelope(ZOperatorHotWord) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.status(201).send(ok(await createHotWord(deps, operator.id, request.body), '保存成功'));
      },
    );
    app.put(
      '/operator/hot_words/:id',
      { schema: { tags: staff, security, summary: '编辑热词', params: zIdParam, body: ZHotWordBody, response: { 200: zEnvelope(ZOperatorHotWord) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await updateHotWord(deps, operator.id, request.params.id, request.body), '保存成功');
      },
    );
    app.delete('/operator/hot_words/:id', { schema: { tags: staff, security, summary: '删除热词', params: zIdParam } }, async (request) => {
      const operator = await requireRole(deps, request, 'operator');
      await deleteHotWord(deps, operator.id, request.params.id);
      return ok(null, '已删除');
    });

    app.get(
      '/operator/content_blocks/:key',
      { schema: { tags: staff, security, summary: '页面内容块（专题、首页模块、入驻介绍）', params: ZContentBlockParam } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await readContentBlock(deps, request.params.key));
      },
    );
    app.put(
      '/operator/content_blocks/:key',
      { schema: { tags: staff, security, summary: '保存页面内容块', params: ZContentBlockParam, body: z.unknown() } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        const key = request.params.key;
        const parsed = CONTENT_BLOCK_SCHEMAS[key].safeParse(request.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.join('.') || 'value';
          throw new AppError('VALIDATION', issue.message, { [field]: issue.message });
        }
        return ok(await saveContentBlock(deps, operator.id, key, parsed.data as never), '保存成功');
      },
    );

    app.get(
      '/operator/activity_cases',
      {
        schema: {
          tags: staff,
          security,
          summary: '活动案例管理',
          querystring: ZOperatorActivityCasesQuery,
          response: { 200: zEnvelope(ZOperatorActivityCasePage) },
        },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorActivityCases(deps, request.query));
      },
    );
    app.post(
      '/operator/activity_cases',
      { schema: { tags: staff, security, summary: '添加活动案例', body: ZActivityCaseBody, response: { 201: zEnvelope(ZOperatorActivityCase) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.status(201).send(ok(await createActivityCase(deps, operator.id, request.body), '保存成功'));
      },
    );
    app.put(
      '/operator/activity_cases/:id',
      {
        schema: {
          tags: staff,
          security,
          summary: '编辑活动案例',
          params: zIdParam,
          body: ZActivityCaseBody,
          response: { 200: zEnvelope(ZOperatorActivityCase) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await updateActivityCase(deps, operator.id, request.params.id, request.body), '保存成功');
      },
    );
    app.delete('/operator/activity_cases/:id', { schema: { tags: staff, security, summary: '删除活动案例', params: zIdParam } }, async (request) => {
      const operator = await requireRole(deps, request, 'operator');
      await deleteActivityCase(deps, operator.id, request.params.id);
      return ok(null, '已删除');
    });
  };
