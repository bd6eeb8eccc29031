import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZIssueInvoiceBody, ZOperatorInvoicePage, ZOperatorInvoicesQuery } from '@vm/contracts/invoices';
import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { issueInvoice } from '../../workflows/invoices';
import { openInvoiceFile, listOperatorInvoices, sendInvoiceFile } from '../../modules/invoices';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** The operator's invoice desk (`/admin/operator/invoices`): requests to issue, issued ones, issuing. */
export const operatorInvoiceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operator/invoices',
      { schema: { tags, security, summary: '发票开具列表', querystring: ZOperatorInvoicesQuery, response: { 200: zEnvelope(ZOperatorInvoicePage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorInvoices(deps, request.query));
      },
    );

    app.post(
      '/operator/invoices/:id/issue',
      {
        schema: {
          tags,
          security,
          summary: '开具发票（上传PDF）',
          params: zIdParam,
          body: ZIssueInvoiceBody,
          response: {
            200: zEnvelope(z.object({ id: z.number().int(), status: z.literal('issued'), issued_at: z.string(), invoice_no: z.string().nullable() })),
          },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await issueInvoice(deps, operator.id, request.params.id, request.body), INVOICE_MESSAGES.issued);
      },
    );

    app.get(
      '/operator/invoices/:id/download',
      { schema: { tags, security, summary: '查看已开具的发票（PDF）', params: zIdParam, produces: ['application/pdf'] } },
      async (request, reply) => {
        await requireRole(deps, request, 'operator');
        return sendInvoiceFile(reply, await openInvoiceFile(deps, request.params.id, null));
      },
    );
  };
