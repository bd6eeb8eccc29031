import { ZVenuePage, ZVenueSearchQuery } from '@vm/contracts/catalogue-search';
import { ZCalendar, ZCalendarQuery, ZCommentPage, ZSalePage, ZTopPhysicalParam, ZVenueDetail } from '@vm/contracts/catalogue-venue';
import { zEnvelope, zIdParam, zPage, zPageSize } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueReads, type AppDeps } from '../../platform/deps';
import { currentUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { venueQrCode, boothCalendar, getVenueDetail, listComments, listSales, searchVenues } from '../../modules/catalogue';

const ZListPage = z.object({ page: zPage, page_size: zPageSize(50, 10) });

/**
 * The two hottest answers (list and venue page) are built from typed rows, and the tests check their
 * shape against the contracts; re-validating every response with zod cost a third of the request, so
 * these two are serialised directly. The zod schemas still document them in OpenAPI.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The venue list, the venue page and what it pages: calendar, comments, sales. All public. */
export const venuesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['catalogue: venues'];
    // Display reads go to the read pool (DATABASE_READ_URL) when there is one; the order's checks re-read the primary.
    const reads = catalogueReads(deps);

    app.get(
      '/fields',
      {
        schema: { tags, summary: '场地列表（/fieldslist 的全部筛选）', querystring: ZVenueSearchQuery, response: { 200: zEnvelope(ZVenuePage) } },
        serializerCompiler: plainJson,
      },
      async (request) => ok(await searchVenues(reads, request.query)),
    );

    app.get(
      '/fields/:top_physical_id',
      { schema: { tags, summary: '场地详情', params: ZTopPhysicalParam, response: { 200: zEnvelope(ZVenueDetail) } }, serializerCompiler: plainJson },
      async (request) => {
        const user = await currentUser(deps, request);
        return ok(await getVenueDetail(reads, request.params.top_physical_id, user?.id ?? null));
      },
    );

    app.get(
      '/fields/:top_physical_id/applet_qrcode',
      { schema: { tags, summary: '场地二维码（PNG，手机扫码打开场地页）', params: ZTopPhysicalParam } },
      async (request, reply) => {
        const origin = deps.config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`;
        const png = await venueQrCode(reads, request.params.top_physical_id, origin);
        return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(png);
      },
    );

    app.get(
      '/selling_resources/:id/calendar',
      { schema: { tags, summary: '规格日历（价格与可订）', params: zIdParam, querystring: ZCalendarQuery, response: { 200: zEnvelope(ZCalendar) } } },
      async (request) => ok(await boothCalendar(reads, request.params.id, request.query)),
    );

    app.get(
      '/physical_resources/:id/comments',
      { schema: { tags, summary: '场地评价（v4）', params: zIdParam, querystring: ZListPage, response: { 200: zEnvelope(ZCommentPage) } } },
      async (request) => ok(await listComments(reads, request.params.id, request.query.page, request.query.page_size)),
    );

    app.get(
      '/lists/:id/sales',
      { schema: { tags, summary: '场地成交记录', params: zIdParam, querystring: ZListPage, response: { 200: zEnvelope(ZSalePage) } } },
      async (request) => ok(await listSales(reads, request.params.id, request.query.page, request.query.page_size)),
    );
  };
