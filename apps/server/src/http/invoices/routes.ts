import { zEnvelope, zIdParam, zPage, zPageSize } from '@vm/contracts/common';
import {
  ZInvoice,
  ZInvoiceableOrderPage,
  ZInvoicePage,
  ZInvoiceRequestBody,
  ZInvoicesQuery,
  ZInvoiceTitle,
  ZInvoiceTitleBody,
  ZInvoiceTitlePage,
} from '@vm/contracts/invoices';
import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { requestInvoice } from '../../workflows/invoices';
import {
  openInvoiceFile,
  sendInvoiceFile,
  listInvoices,
  listInvoiceableOrders,
  createInvoiceTitle,
  deleteInvoiceTitle,
  listInvoiceTitles,
  updateInvoiceTitle,
} from '../../modules/invoices';

const tags = ['invoices'];
const security = [{ bearer: [] }];

/** Invoices (docs/spec/api.md "Account life — fixed"): the caller's titles, requests and downloads only. */
export const invoiceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/invoice_titles', { schema: { tags, security, summary: '发票抬头列表', response: { 200: zEnvelope(ZInvoiceTitlePage) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await listInvoiceTitles(deps, user.id));
    });

    app.post(
      '/invoice_titles',
      { schema: { tags, security, summary: '添加发票抬头', body: ZInvoiceTitleBody, response: { 201: zEnvelope(ZInvoiceTitle) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await createInvoiceTitle(deps, user.id, request.body), INVOICE_MESSAGES.titleSaved));
      },
    );

    app.put(
      '/invoice_titles/:id',
      { schema: { tags, security, summary: '编辑发票抬头', params: zIdParam, body: ZInvoiceTitleBody, response: { 200: zEnvelope(ZInvoiceTitle) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await updateInvoiceTitle(deps, user.id, request.params.id, request.body), INVOICE_MESSAGES.titleSaved);
      },
    );

    app.delete(
      '/invoice_titles/:id',
      { schema: { tags, security, summary: '删除发票抬头', params: zIdParam, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        await deleteInvoiceTitle(deps, user.id, request.params.id);
        return ok({ id: request.params.id }, '删除成功');
      },
    );

    app.get(
      '/invoices',
      { schema: { tags, security, summary: '我的发票', querystring: ZInvoicesQuery, response: { 200: zEnvelope(ZInvoicePage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listInvoices(deps, user.id, request.query));
      },
    );

    app.get(
      '/invoices/orders',
      {
        schema: {
          tags,
          security,
          summary: '可开票订单（执行第2天起可申请）',
          querystring: z.object({ page: zPage, page_size: zPageSize(50, 10) }),
          response: { 200: zEnvelope(ZInvoiceableOrderPage) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listInvoiceableOrders(deps, user.id, request.query));
      },
    );

    app.post(
      '/invoices',
      { schema: { tags, security, summary: '申请开票', body: ZInvoiceRequestBody, response: { 201: zEnvelope(ZInvoice) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await requestInvoice(deps, user.id, request.body), INVOICE_MESSAGES.requested));
      },
    );

    app.get(
      '/invoices/:id/download',
      { schema: { tags, security, summary: '下载发票（PDF）', params: zIdParam, produces: ['application/pdf'] } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return sendInvoiceFile(reply, await openInvoiceFile(deps, request.params.id, user.id));
      },
    );
  };
