import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZQuote, ZQuoteBody, ZSupplierEnquiriesQuery, ZSupplierEnquiryPage } from '@vm/contracts/supplier-enquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { ok, page } from '../../platform/http/envelope';
import { requireSupplier, supplierGate } from '../../modules/supplier-access/index';
import { listInbox, quoteEnquiry } from '../../modules/supplier-enquiries';

const tags = ['enquiry quotes'];
const security = [{ bearer: [] }];

/** The supplier's enquiry inbox and quotes. Permission `venues` (prices are venue management). */
export const supplierEnquiryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The role before the body: 401/403 on request, for every route of this module.
    app.addHook('onRequest', supplierGate(deps, 'venues'));
    app.get(
      '/supplier_enquiries',
      { schema: { tags, security, summary: '收到的询价', querystring: ZSupplierEnquiriesQuery, response: { 200: zEnvelope(ZSupplierEnquiryPage) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        const { status, page: pageNumber, page_size: pageSize } = request.query;
        const { rows, total } = await listInbox(deps.pool, actor.ownerId, status, pageNumber, pageSize, deps.clock.now());
        return ok(page(rows, total, pageNumber, pageSize));
      },
    );

    app.post(
      '/supplier_enquiries/:id/quote',
      { schema: { tags, security, summary: '报价（72小时有效）', params: zIdParam, body: ZQuoteBody, response: { 201: zEnvelope(ZQuote) } } },
      async (request, reply) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return reply.status(201).send(ok(await quoteEnquiry(deps, actor, request.params.id, request.body), '报价成功'));
      },
    );
  };
