import { zEnvelope, zIdParam, zPage, zPageOf, zPageSize } from '@vm/contracts/common';
import { ZChildAccountBody, ZChildAccountList, ZChildAccountUpdateBody, ZSupplierAccount, ZSupplierAction } from '@vm/contracts/supplier-child-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/http/app-error';
import { ok, page } from '../../platform/http/envelope';
import { describeSupplierAccount, requireSupplierOwner, supplierActorOf, supplierGate } from '../../modules/supplier-access/index';
import { addChildAccount, changeChildAccount, listActions, listChildren, removeChildAccount } from '../../modules/child-accounts';

const tags = ['child accounts'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.number().int() });

/** Child accounts (子账号) and the supplier's record of who did what. Managed by the supplier itself only. */
export const childAccountRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The role before the body: 401/403 on request, for every route of this module.
    app.addHook('onRequest', supplierGate(deps));
    app.get(
      '/supplier_account',
      { schema: { tags, security, summary: '当前账号代表的供应商与权限', response: { 200: zEnvelope(ZSupplierAccount) } } },
      async (request) => {
        const actor = await supplierActorOf(deps, request);
        if (!actor) throw forbidden('当前账号无权进行此操作');
        return ok(await describeSupplierAccount(deps, actor));
      },
    );

    app.get('/child_accounts', { schema: { tags, security, summary: '子账号列表', response: { 200: zEnvelope(ZChildAccountList) } } }, async (request) => {
      const actor = await requireSupplierOwner(deps, request);
      return ok(await listChildren(deps.pool, actor.ownerId));
    });

    app.post(
      '/child_accounts',
      { schema: { tags, security, summary: '添加子账号', body: ZChildAccountBody, response: { 201: zEnvelope(ZId) } } },
      async (request, reply) => {
        const actor = await requireSupplierOwner(deps, request);
        return reply.status(201).send(ok(await addChildAccount(deps, actor, request.body), '添加成功'));
      },
    );

    app.put(
      '/child_accounts/:id',
      { schema: { tags, security, summary: '修改子账号', params: zIdParam, body: ZChildAccountUpdateBody, response: { 200: zEnvelope(ZId) } } },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await changeChildAccount(deps, actor, request.params.id, request.body), '保存成功');
      },
    );

    app.delete(
      '/child_accounts/:id',
      { schema: { tags, security, summary: '删除子账号', params: zIdParam, response: { 200: zEnvelope(ZId) } } },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await removeChildAccount(deps, actor, request.params.id), '删除成功');
      },
    );

    app.get(
      '/supplier_actions',
      {
        schema: {
          tags,
          security,
          summary: '操作记录（谁做了什么）',
          querystring: z.object({ page: zPage, page_size: zPageSize(100, 20) }),
          response: { 200: zEnvelope(zPageOf(ZSupplierAction)) },
        },
      },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        const { rows, total } = await listActions(deps.pool, actor.ownerId, request.query.page, request.query.page_size);
        return ok(page(rows, total, request.query.page, request.query.page_size));
      },
    );
  };
