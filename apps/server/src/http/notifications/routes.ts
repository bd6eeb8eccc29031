import { z } from 'zod';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZMailOutboxQuery,
  ZNotificationDeliveriesQuery,
  ZNotificationDelivery,
  ZNotificationDeliveryPage,
  ZNotificationSettings,
  ZOutboxMail,
} from '@vm/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { emailModeOf, listDeliveries, mailOutbox, retryDelivery, readNotificationSettings, saveNotificationSettings } from '../../modules/notifications';

const security = [{ bearer: [] }];

/**
 * Notifications (docs/spec/api.md "Notifications — fixed"): the caller's channel settings; the operator's
 * outbox view and the retry of a dead message; the development mail outbox (no SMTP_URL).
 */
export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    app.get(
      '/users/current/notification_settings',
      { schema: { tags, security, summary: '通知设置（短信、邮件；站内信始终接收）', response: { 200: zEnvelope(ZNotificationSettings) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await readNotificationSettings(deps, user.id));
      },
    );

    app.put(
      '/users/current/notification_settings',
      { schema: { tags, security, summary: '保存通知设置', body: ZNotificationSettings, response: { 200: zEnvelope(ZNotificationSettings) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await saveNotificationSettings(deps, user.id, request.body), '通知设置已保存');
      },
    );

    app.get(
      '/operator/notification_deliveries',
      {
        schema: {
          tags: ['operator'],
          security,
          summary: '通知发送记录（状态、次数、最后错误）',
          querystring: ZNotificationDeliveriesQuery,
          response: { 200: zEnvelope(ZNotificationDeliveryPage) },
        },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listDeliveries(deps, request.query));
      },
    );

    app.post(
      '/operator/notification_deliveries/:id/retry',
      { schema: { tags: ['operator'], security, summary: '重新发送失败的通知', params: zIdParam, response: { 200: zEnvelope(ZNotificationDelivery) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await retryDelivery(deps, operator.id, request.params.id), '已重新加入发送队列');
      },
    );

    if (emailModeOf(deps.config) === 'outbox') {
      app.get(
        '/dev/mail-outbox',
        { schema: { tags: ['development'], summary: '开发邮件发件箱', querystring: ZMailOutboxQuery, response: { 200: zEnvelope(z.array(ZOutboxMail)) } } },
        async (request) => ok(await mailOutbox(deps, request.query.to)),
      );
    }
  };
