import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZCount } from '@vm/contracts/cart';
import { ZEnquiriesQuery, ZEnquiryBody, ZEnquiryPage } from '@vm/contracts/enquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { countEnquiries, createEnquiry, deleteEnquiry, listEnquiries } from '../../modules/enquiries';

const tags = ['enquiries'];
const security = [{ bearer: [] }];

/** Enquiries (询价, docs/spec/api.md "Ordering"): create, list, delete, count — the caller's own. */
export const enquiryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/enquiry_information',
      { schema: { tags, security, summary: '提交询价', body: ZEnquiryBody, response: { 201: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await createEnquiry(deps, user.id, request.body), '询价提交成功'));
      },
    );

    app.get(
      '/enquiry_information',
      { schema: { tags, security, summary: '我的询价', querystring: ZEnquiriesQuery, response: { 200: zEnvelope(ZEnquiryPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listEnquiries(deps, user.id, request.query.page, request.query.page_size));
      },
    );

    app.get('/enquiry_information/count', { schema: { tags, security, summary: '询价数量', response: { 200: zEnvelope(ZCount) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await countEnquiries(deps, user.id));
    });

    app.delete(
      '/enquiry_information/:id',
      { schema: { tags, security, summary: '删除询价', params: zIdParam, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        await deleteEnquiry(deps, user.id, request.params.id);
        return ok({ id: request.params.id }, '删除成功');
      },
    );
  };
