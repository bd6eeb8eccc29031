import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZCertificate,
  ZContractList,
  ZContractsQuery,
  ZContractSummary,
  ZContractTemplate,
  ZContractTemplateBody,
  ZOperatorContractPage,
  ZOperatorContractsQuery,
  ZSignContractBody,
} from '@vm/contracts/lease-contracts';
import { CONTRACT_PLACEHOLDERS } from '@vm/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import {
  contractCertificate,
  currentTemplate,
  saveTemplate,
  contractViewerOf,
  listContracts,
  listContractsForStaff,
  readContractPdf,
  SIGN_MESSAGES,
  signContract,
} from '../../modules/contracts';

const tags = ['contracts'];
const security = [{ bearer: [] }];
const placeholders = Object.entries(CONTRACT_PLACEHOLDERS).map(([name, meaning]) => ({ name, meaning }));

/** Lease contracts (docs/spec/api.md "Contracts — fixed") and the operator's contract pages. */
export const contractRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/contracts',
      { schema: { tags, security, summary: '我的租赁合同', querystring: ZContractsQuery, response: { 200: zEnvelope(ZContractList) } } },
      async (request) => ok(await listContracts(deps, await contractViewerOf(deps, request), request.query.order_id)),
    );

    app.get('/contracts/:id/pdf', { schema: { tags, security, summary: '合同PDF（双方及平台）', params: zIdParam } }, async (request, reply) => {
      const file = await readContractPdf(deps, await contractViewerOf(deps, request), request.params.id);
      reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(file.pdf);
    });

    app.post(
      '/contracts/:id/sign',
      {
        schema: {
          tags,
          security,
          summary: '签署合同（短信验证码，usage 5）',
          params: zIdParam,
          body: ZSignContractBody,
          response: { 200: zEnvelope(ZContractSummary) },
        },
      },
      async (request) => ok(await signContract(deps, await contractViewerOf(deps, request), request.params.id, request.body.captcha), SIGN_MESSAGES.signed),
    );

    app.get(
      '/contracts/:id/certificate',
      { schema: { tags, security, summary: '电子签章证书（签署文件地址与结果）', params: zIdParam, response: { 200: zEnvelope(ZCertificate) } } },
      async (request) => ok(await contractCertificate(deps, await contractViewerOf(deps, request), request.params.id)),
    );

    app.get(
      '/operator/contracts',
      {
        schema: { tags, security, summary: '全部租赁合同（运营）', querystring: ZOperatorContractsQuery, response: { 200: zEnvelope(ZOperatorContractPage) } },
      },
      async (request) => ok(await listContractsForStaff(deps, await contractViewerOf(deps, request), request.query)),
    );

    app.get(
      '/operator/contract_template',
      { schema: { tags, security, summary: '合同模板', response: { 200: zEnvelope(ZContractTemplate) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok({ ...(await currentTemplate(deps.db)), placeholders });
      },
    );

    app.put(
      '/operator/contract_template',
      {
        schema: {
          tags,
          security,
          summary: '修改合同模板（已签署的合同不受影响）',
          body: ZContractTemplateBody,
          response: { 200: zEnvelope(ZContractTemplate) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok({ ...(await saveTemplate(deps, operator.id, request.body)), placeholders }, '合同模板已保存');
      },
    );
  };
