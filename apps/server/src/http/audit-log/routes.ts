import { zEnvelope } from '@vm/contracts/common';
import { ZAuditLogPage, ZAuditLogQuery } from '@vm/contracts/operator-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { searchAuditLog } from '../../modules/audit-log';

/** Operator console: the audit log (docs/spec/api.md fixes `audit_logs`; `audit_log` answers the same). */
export const auditLogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of ['/operator/audit_logs', '/operator/audit_log']) {
      app.get(
        url,
        {
          schema: {
            tags: ['operator'],
            security: [{ bearer: [] }],
            summary: '操作日志（只读，最新在前）',
            querystring: ZAuditLogQuery,
            response: { 200: zEnvelope(ZAuditLogPage) },
          },
        },
        async (request) => {
          await requireRole(deps, request, 'operator');
          return ok(await searchAuditLog(deps, request.query));
        },
      );
    }
  };
