import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZUnreadCount, ZUserMessagePage, ZUserMessagesQuery } from '@vm/contracts/user-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { deleteMessage, listMessages, readAllMessages, readMessage } from '../../modules/user-messages';

const tags = ['user messages'];
const security = [{ bearer: [] }];

/** 站内信 (docs/spec/api.md "Account life — fixed"): the caller's own messages; read, read all, delete. */
export const userMessageRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user_messages',
      { schema: { tags, security, summary: '我的消息', querystring: ZUserMessagesQuery, response: { 200: zEnvelope(ZUserMessagePage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listMessages(deps.pool, user.id, request.query));
      },
    );

    app.put('/user_messages/read_all', { schema: { tags, security, summary: '全部标为已读', response: { 200: zEnvelope(ZUnreadCount) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok({ unread_count: await readAllMessages(deps.pool, user.id, deps.clock.now()) }, '已全部标为已读');
    });

    app.put(
      '/user_messages/:id/read',
      { schema: { tags, security, summary: '标为已读', params: zIdParam, response: { 200: zEnvelope(ZUnreadCount) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok({ unread_count: await readMessage(deps.pool, user.id, request.params.id, deps.clock.now()) });
      },
    );

    app.delete(
      '/user_messages/:id',
      { schema: { tags, security, summary: '删除消息', params: zIdParam, response: { 200: zEnvelope(ZUnreadCount) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok({ unread_count: await deleteMessage(deps.pool, user.id, request.params.id) }, '已删除');
      },
    );
  };
