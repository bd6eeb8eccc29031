import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZCompanyBody, ZCompanyInfo, ZCompanyPage, ZCompanyVenuePage, ZCompanyVenuesQuery } from '@vm/contracts/companies';
import { COMPANY_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { catalogueReads } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { listOwnerVenues } from '../../modules/catalogue';
import { companyOwner, getCompanyInfo, getCompanyPage, saveCompanyInfo } from '../../modules/companies';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['companies'];
const security = [{ bearer: [] }];

/** Company information (`/admin/profile/company`) and the public company page (`/company/view/{id}`). */
export const companyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company_info',
      { schema: { tags, security, summary: '我的企业信息', response: { 200: zEnvelope(ZCompanyInfo.nullable()) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await getCompanyInfo(deps, user.id), ['licence_url']));
      },
    );

    app.put(
      '/company_info',
      { schema: { tags, security, summary: '保存企业信息', body: ZCompanyBody, response: { 200: zEnvelope(ZCompanyInfo) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await saveCompanyInfo(deps, user.id, request.body), ['licence_url']), COMPANY_MESSAGES.saved);
      },
    );

    app.get('/companies/:id', { schema: { tags, summary: '企业主页', params: zIdParam, response: { 200: zEnvelope(ZCompanyPage) } } }, async (request) => {
      return ok(await getCompanyPage(catalogueReads(deps), request.params.id));
    });

    app.get(
      '/companies/:id/venues',
      { schema: { tags, summary: '企业的场地', params: zIdParam, querystring: ZCompanyVenuesQuery, response: { 200: zEnvelope(ZCompanyVenuePage) } } },
      async (request) => {
        const reads = catalogueReads(deps);
        const owner = await companyOwner(reads.pool, request.params.id);
        if (owner === null) throw notFound('企业');
        return ok(await listOwnerVenues(reads.pool, owner, request.query.page, request.query.page_size));
      },
    );
  };
