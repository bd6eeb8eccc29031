import { ZLoginResult } from '@vm/contracts/accounts';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZEmailBody, ZEmailResult, ZPasswordBody, ZPasswordLoginBody, ZProfile, ZProfileBody, ZRewardCoupon } from '@vm/contracts/profile';
import { PASSWORD_MESSAGES, PROFILE_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { setLoginPassword, loginWithPassword, emailSavedCoupon, getProfile, saveEmail, updateProfile } from '../../modules/accounts';

const tags = ['accounts'];
const security = [{ bearer: [] }];

/** Profile, email subscription, login password and password login (the caller's own account only). */
export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/password-login',
      { schema: { tags, summary: '密码登录（设置过登录密码的账号）', body: ZPasswordLoginBody, response: { 200: zEnvelope(ZLoginResult) } } },
      async (request) => ok(await loginWithPassword(deps, { mobile: request.body.account, password: request.body.password, ip: request.ip }), '登录成功'),
    );

    app.get('/users/profile', { schema: { tags, security, summary: '个人资料', response: { 200: zEnvelope(ZProfile) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await getProfile(deps, user.id));
    });

    app.put(
      '/users/profile',
      { schema: { tags, security, summary: '修改个人资料', body: ZProfileBody, response: { 200: zEnvelope(ZProfile) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await updateProfile(deps, user.id, request.body), PROFILE_MESSAGES.saved);
      },
    );

    app.put(
      '/users/password',
      {
        schema: {
          tags,
          security,
          summary: '设置或修改登录密码',
          description: '首次设置需短信验证码（usage 3）；修改可用原密码或短信验证码。',
          body: ZPasswordBody,
          response: { 200: zEnvelope(z.object({ has_password: z.literal(true) })) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        const done = await setLoginPassword(deps, user, request.body, request.ip);
        return ok({ has_password: true as const }, done === 'set' ? PASSWORD_MESSAGES.set : PASSWORD_MESSAGES.changed);
      },
    );

    app.put(
      '/users/:id/email',
      {
        schema: {
          tags,
          security,
          summary: '保存邮箱与订阅（首次订阅得邮箱优惠券）',
          params: zIdParam,
          body: ZEmailBody,
          response: { 200: zEnvelope(ZEmailResult) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await saveEmail(deps, user.id, request.params.id, request.body), '保存成功');
      },
    );

    app.put(
      '/email_saved/:id/coupon',
      {
        schema: {
          tags,
          security,
          summary: '邮箱已保存：领取邮箱优惠券',
          params: zIdParam,
          response: { 200: zEnvelope(z.object({ coupon: ZRewardCoupon.nullable() })) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await emailSavedCoupon(deps, user.id, request.params.id));
      },
    );
  };
