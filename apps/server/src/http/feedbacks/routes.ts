import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZFeedbackReplyBody, ZOperatorFeedback, ZOperatorFeedbackPage, ZOperatorFeedbacksQuery } from '@vm/contracts/operator-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { handleFeedback, listFeedbacks } from '../../modules/feedbacks';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Operator console: feedback and error reports. */
export const feedbackInboxRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operator/feedbacks',
      { schema: { tags, security, summary: '意见建议与纠错', querystring: ZOperatorFeedbacksQuery, response: { 200: zEnvelope(ZOperatorFeedbackPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listFeedbacks(deps, request.query));
      },
    );
    app.post(
      '/operator/feedbacks/:id/handle',
      {
        schema: {
          tags,
          security,
          summary: '标记已处理（可附回复）',
          params: zIdParam,
          body: ZFeedbackReplyBody,
          response: { 200: zEnvelope(ZOperatorFeedback) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await handleFeedback(deps, operator.id, request.params.id, request.body.reply), '已处理');
      },
    );
  };
