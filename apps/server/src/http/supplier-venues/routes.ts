import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZCommunityBody, ZManagedCommunitiesQuery, ZManagedCommunity, ZManagedCommunityPage, ZManagedOptions } from '@vm/contracts/supplier-communities';
import {
  ZManagedCalendar,
  ZManagedCalendarQuery,
  ZManagedResource,
  ZManagedResourceBody,
  ZManagedResourcePage,
  ZManagedResourceResult,
  ZManagedResourcesQuery,
  ZSaleStatusResult,
} from '@vm/contracts/supplier-resources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { ok, page } from '../../platform/http/envelope';
import { requireSupplier, supplierGate } from '../../modules/supplier-access/index';
import * as venues from '../../modules/supplier-venues';

const tags = ['supplier venues'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.number().int() });

/** A supplier's communities, venues and booths (docs/spec/api.md "Supplier back office — fixed"). Permission `venues`. */
export const supplierVenueRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The role before the body: 401/403 on request, for every route of this module.
    app.addHook('onRequest', supplierGate(deps, 'venues'));
    app.get('/managed_options', { schema: { tags, security, summary: '场地表单的选项', response: { 200: zEnvelope(ZManagedOptions) } } }, async (request) => {
      await requireSupplier(deps, request, 'venues');
      return ok(await venues.managedOptions(deps.pool));
    });

    app.get(
      '/managed_communities',
      { schema: { tags, security, summary: '我的商场/社区', querystring: ZManagedCommunitiesQuery, response: { 200: zEnvelope(ZManagedCommunityPage) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        const { keyword, page: pageNumber, page_size: pageSize } = request.query;
        const { rows, total } = await venues.listOwnCommunities(deps.pool, actor.ownerId, keyword, pageNumber, pageSize);
        return ok(page(rows, total, pageNumber, pageSize));
      },
    );

    app.get(
      '/managed_communities/:id',
      { schema: { tags, security, summary: '商场/社区详情', params: zIdParam, response: { 200: zEnvelope(ZManagedCommunity) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        const community = await venues.ownCommunity(deps.pool, actor.ownerId, request.params.id);
        if (!community) throw notFound('商场/社区');
        return ok(community);
      },
    );

    app.post(
      '/communities',
      { schema: { tags, security, summary: '新建商场/社区', body: ZCommunityBody, response: { 201: zEnvelope(ZId) } } },
      async (request, reply) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return reply.status(201).send(ok(await venues.createCommunity(deps, actor, request.body), '创建成功'));
      },
    );

    app.put(
      '/communities/:id',
      { schema: { tags, security, summary: '修改商场/社区', params: zIdParam, body: ZCommunityBody, response: { 200: zEnvelope(ZId) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await venues.updateOwnCommunity(deps, actor, request.params.id, request.body), '保存成功');
      },
    );

    app.get(
      '/managed_resources',
      { schema: { tags, security, summary: '我的场地（含摊位）', querystring: ZManagedResourcesQuery, response: { 200: zEnvelope(ZManagedResourcePage) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        const { rows, total } = await venues.listOwnResources(deps.pool, actor.ownerId, request.query);
        return ok(page(rows, total, request.query.page, request.query.page_size));
      },
    );

    app.get(
      '/managed_resources/:id',
      { schema: { tags, security, summary: '场地详情（含摊位）', params: zIdParam, response: { 200: zEnvelope(ZManagedResource) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        const resource = await venues.ownResource(deps.pool, actor.ownerId, request.params.id);
        if (!resource) throw notFound('场地');
        return ok(resource);
      },
    );

    app.post(
      '/managed_resources',
      { schema: { tags, security, summary: '新建场地与摊位', body: ZManagedResourceBody, response: { 201: zEnvelope(ZManagedResourceResult) } } },
      async (request, reply) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return reply.status(201).send(ok(await venues.createManagedResource(deps, actor, request.body), '创建成功'));
      },
    );

    app.put(
      '/managed_resources/:id',
      {
        schema: {
          tags,
          security,
          summary: '修改场地与摊位',
          params: zIdParam,
          body: ZManagedResourceBody,
          response: { 200: zEnvelope(ZManagedResourceResult) },
        },
      },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await venues.updateManagedResource(deps, actor, request.params.id, request.body), '保存成功');
      },
    );

    app.post(
      '/managed_resources/:id/off_sale',
      { schema: { tags, security, summary: '下架', params: zIdParam, response: { 200: zEnvelope(ZSaleStatusResult) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await venues.setSaleStatus(deps, actor, request.params.id, false), '已下架');
      },
    );

    app.post(
      '/managed_resources/:id/on_sale',
      { schema: { tags, security, summary: '上架', params: zIdParam, response: { 200: zEnvelope(ZSaleStatusResult) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await venues.setSaleStatus(deps, actor, request.params.id, true), '已上架');
      },
    );

    app.get(
      '/managed_booths/:id/calendar',
      {
        schema: {
          tags,
          security,
          summary: '摊位日历预览（价格来源、已订数量）',
          params: zIdParam,
          querystring: ZManagedCalendarQuery,
          response: { 200: zEnvelope(ZManagedCalendar) },
        },
      },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await venues.boothCalendarPreview(deps, actor.ownerId, request.params.id, request.query));
      },
    );
  };
