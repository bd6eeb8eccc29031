import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZApplicationReviewResult,
  ZMySupplierApplication,
  ZRefuseApplicationBody,
  ZSupplierApplicationBody,
  ZSupplierApplicationPage,
  ZSupplierApplicationsQuery,
} from '@vm/contracts/supplier-applications';
import { SUPPLIER_APPLICATION_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole, requireUser } from '../../platform/http/auth';
import { ok, page } from '../../platform/http/envelope';
import { applyToBecomeSupplier, latestApplicationOf, listApplications, reviewApplication } from '../../modules/supplier-applications';

const tags = ['supplier applications'];
const security = [{ bearer: [] }];

/** Becoming a supplier (docs/spec/api.md "Supplier back office — fixed"): apply; operators approve or refuse. */
export const supplierApplicationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/supplier_applications',
      {
        schema: {
          tags,
          security,
          summary: '申请成为供应商/代理商/服务商',
          body: ZSupplierApplicationBody,
          response: { 201: zEnvelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await applyToBecomeSupplier(deps, user.id, request.body), SUPPLIER_APPLICATION_MESSAGES.success));
      },
    );

    app.get(
      '/supplier_applications/mine',
      { schema: { tags, security, summary: '我的最新申请', response: { 200: zEnvelope(ZMySupplierApplication) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await latestApplicationOf(deps.pool, user.id));
      },
    );

    app.get(
      '/operator/supplier_applications',
      {
        schema: {
          tags,
          security,
          summary: '供应商申请列表（运营）',
          querystring: ZSupplierApplicationsQuery,
          response: { 200: zEnvelope(ZSupplierApplicationPage) },
        },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        const { status, page: pageNumber, page_size: pageSize } = request.query;
        const { rows, total } = await listApplications(deps.pool, status, pageNumber, pageSize);
        return ok(page(rows, total, pageNumber, pageSize));
      },
    );

    app.post(
      '/operator/supplier_applications/:id/approve',
      { schema: { tags, security, summary: '通过申请（授予身份）', params: zIdParam, response: { 200: zEnvelope(ZApplicationReviewResult) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await reviewApplication(deps, operator.id, request.params.id, { status: 'approved', reason: null }), '已通过');
      },
    );

    app.post(
      '/operator/supplier_applications/:id/refuse',
      {
        schema: { tags, security, summary: '拒绝申请', params: zIdParam, body: ZRefuseApplicationBody, response: { 200: zEnvelope(ZApplicationReviewResult) } },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await reviewApplication(deps, operator.id, request.params.id, { status: 'refused', reason: request.body.reason }), '已拒绝');
      },
    );
  };
