import { ZBadgeInfo, ZCodeLoginBody, ZCurrentUser, ZLoginResult, ZOutboxEntry, ZOutboxQuery, ZSendCodeBody } from '@vm/contracts/accounts';
import { zEnvelope } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { bearerToken, currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { sendLoginCode, readSmsOutbox, revokeSession } from '../../modules/accounts';
import { getCurrentUser } from '../../workflows/current-user';
import { loginWithCode } from '../../workflows/login-with-code';
import { unreadCount } from '../../modules/user-messages/index';

export const accountsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['accounts'];

    app.post(
      '/auth/app_captcha',
      { schema: { tags, summary: '发送短信验证码', body: ZSendCodeBody, response: { 200: zEnvelope(z.null()) } } },
      async (request) => {
        await sendLoginCode(deps, { mobile: request.body.account, usage: request.body.usage, ip: request.ip });
        return ok(null, '验证码已发送');
      },
    );

    app.post(
      '/auth/code-login',
      { schema: { tags, summary: '验证码登录（首次登录即注册）', body: ZCodeLoginBody, response: { 200: zEnvelope(ZLoginResult) } } },
      async (request) => {
        const { account, captcha, type } = request.body;
        return ok(await loginWithCode(deps, { mobile: account, code: captcha, type }), '登录成功');
      },
    );

    app.post('/auth/check-login', { schema: { tags, summary: '是否已登录' } }, async (request) => {
      return ok({ logged_in: (await currentUser(deps, request)) !== null });
    });

    app.post('/auth/session-flush', { schema: { tags, summary: '退出登录（注销当前令牌）' } }, async (request) => {
      const token = bearerToken(request);
      if (token) await revokeSession(deps, token);
      return ok(null, '已退出登录');
    });

    app.get(
      '/users/current',
      { schema: { tags, summary: '当前用户', security: [{ bearer: [] }], response: { 200: zEnvelope(ZCurrentUser) } } },
      async (request) => ok(await getCurrentUser(deps, await requireUser(deps, request))),
    );

    app.get(
      '/users/current/badge_info',
      { schema: { tags, summary: '未读消息数', security: [{ bearer: [] }], response: { 200: zEnvelope(ZBadgeInfo) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok({ unread_count: await unreadCount(deps.pool, user.id) });
      },
    );

    if (deps.sms.hasOutbox) {
      app.get(
        '/dev/sms-outbox',
        {
          schema: { tags: ['development'], summary: '开发短信发件箱', querystring: ZOutboxQuery, response: { 200: zEnvelope(z.array(ZOutboxEntry)) } },
        },
        async (request) => ok(await readSmsOutbox(deps, request.query.account)),
      );
    }
  };
