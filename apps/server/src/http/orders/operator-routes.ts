import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZOperatorAlert } from '@vm/contracts/operator-alerts';
import { ZOperatorOrderPage, ZOperatorOrdersQuery } from '@vm/contracts/operator-console';
import { todayInShanghai } from '@vm/domain/business-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { resolveOperatorAlert, exportOperatorOrders, listOperatorOrders } from '../../modules/orders';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Operator console: the orders overview (list and CSV export) and resolving alerts. */
export const operatorOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operator/orders',
      { schema: { tags, security, summary: '订单总览（子订单）', querystring: ZOperatorOrdersQuery, response: { 200: zEnvelope(ZOperatorOrderPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorOrders(deps, request.query));
      },
    );
    app.get(
      '/operator/orders/export',
      {
        schema: { tags, security, summary: '导出订单 CSV（UTF-8 带 BOM，Excel 可直接打开）', querystring: ZOperatorOrdersQuery, response: { 200: z.string() } },
      },
      async (request, reply) => {
        await requireRole(deps, request, 'operator');
        const csv = await exportOperatorOrders(deps, request.query);
        const name = `订单导出-${todayInShanghai(deps.clock.now())}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders.csv"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.post(
      '/operator/alerts/:id/resolve',
      { schema: { tags, security, summary: '标记提醒已处理', params: zIdParam, response: { 200: zEnvelope(ZOperatorAlert) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await resolveOperatorAlert(deps, operator.id, request.params.id), '已处理');
      },
    );
  };
