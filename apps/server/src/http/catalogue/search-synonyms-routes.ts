import { ZSearchSynonym, ZSearchSynonymBody } from '@vm/contracts/catalogue-search';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSearchSynonym, deleteSearchSynonym, listSearchSynonyms, updateSearchSynonym } from '../../modules/catalogue';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';

const security = [{ bearer: [] }];

/** The operator's search synonym groups (docs/spec/api.md "Search — fixed"): used by the next search, in every process. */
export const searchSynonymsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['operator'];
    app.get(
      '/operator/search_synonyms',
      { schema: { tags, security, summary: '搜索同义词组', response: { 200: zEnvelope(z.array(ZSearchSynonym)) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listSearchSynonyms(deps));
      },
    );
    app.post(
      '/operator/search_synonyms',
      { schema: { tags, security, summary: '添加同义词组', body: ZSearchSynonymBody, response: { 201: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.status(201).send(ok(await createSearchSynonym(deps, operator.id, request.body), '保存成功'));
      },
    );
    app.put(
      '/operator/search_synonyms/:id',
      { schema: { tags, security, summary: '编辑同义词组', params: zIdParam, body: ZSearchSynonymBody, response: { 200: zEnvelope(ZSearchSynonym) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await updateSearchSynonym(deps, operator.id, request.params.id, request.body), '保存成功');
      },
    );
    app.delete('/operator/search_synonyms/:id', { schema: { tags, security, summary: '删除同义词组', params: zIdParam } }, async (request) => {
      const operator = await requireRole(deps, request, 'operator');
      await deleteSearchSynonym(deps, operator.id, request.params.id);
      return ok(null, '已删除');
    });
  };
