import { ZLoginResult } from '@vm/contracts/accounts';
import { zEnvelope } from '@vm/contracts/common';
import {
  OAUTH_PROVIDER_NAMES,
  ZBindMobileBody,
  ZOAuthAuthorizeQuery,
  ZOAuthAuthorizeResult,
  ZOAuthBinding,
  ZOAuthLoginBody,
  ZOAuthLoginResult,
  ZOAuthProviderParam,
  ZSandboxAuthorizeBody,
} from '@vm/contracts/third-party-login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { oauthProviderFor, oauthRedirectUri } from '../../platform/oauth/oauth-provider-for';
import { SANDBOX_APPS, SandboxAuthorizeError } from '../../platform/oauth/sandbox-provider';
import { bindMobile, listBindings, unbind, browserIdOf, ensureBrowserId, finishLogin, PROVIDER_LABEL, startLogin } from '../../modules/third-party-login';

const tags = ['accounts'];
const security = [{ bearer: [] }];

/** WeChat and QQ login (docs/spec/api.md "WeChat and QQ login — fixed"; docs/spec/business-rules.md "Third-party login"). */
export const thirdPartyLoginRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const secureCookie = deps.config.PUBLIC_BASE_URL?.startsWith('https:') ?? false;

    app.get(
      '/auth/:provider/authorize',
      {
        schema: {
          tags,
          summary: '微信 / QQ 登录：取得授权地址（state 绑定本浏览器）',
          params: ZOAuthProviderParam,
          querystring: ZOAuthAuthorizeQuery,
          response: { 200: zEnvelope(ZOAuthAuthorizeResult) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const browserId = ensureBrowserId(request, reply, secureCookie);
        return ok(await startLogin(deps, { provider: request.params.provider, browserId, from: request.query.from }));
      },
    );

    app.post(
      '/auth/:provider/login',
      {
        schema: {
          tags,
          summary: '微信 / QQ 登录：用授权码登录（未绑定时返回 bind_token）',
          params: ZOAuthProviderParam,
          body: ZOAuthLoginBody,
          response: { 200: zEnvelope(ZOAuthLoginResult) },
        },
      },
      async (request) => {
        const result = await finishLogin(deps, { provider: request.params.provider, ...request.body, browserId: browserIdOf(request) });
        return ok(result, result.token ? '登录成功' : '请绑定手机号');
      },
    );

    app.post(
      '/auth/bind-mobile',
      { schema: { tags, summary: '微信 / QQ 首次登录：绑定手机号（新手机号即注册）', body: ZBindMobileBody, response: { 200: zEnvelope(ZLoginResult) } } },
      async (request) =>
        ok(await bindMobile(deps, { bindToken: request.body.bind_token, mobile: request.body.account, code: request.body.captcha }), '绑定成功'),
    );

    for (const provider of OAUTH_PROVIDER_NAMES) {
      app.post(
        `/auth/unbind_${provider}`,
        { schema: { tags, security, summary: `解绑${PROVIDER_LABEL[provider]}`, response: { 200: zEnvelope(z.null()) } } },
        async (request) => {
          const user = await requireUser(deps, request);
          await unbind(deps, user.id, provider);
          return ok(null, `已解绑${PROVIDER_LABEL[provider]}`);
        },
      );
    }

    app.get(
      '/users/current/oauth_bindings',
      { schema: { tags, security, summary: '已绑定的微信 / QQ', response: { 200: zEnvelope(z.array(ZOAuthBinding)) } } },
      async (request) => ok(await listBindings(deps, (await requireUser(deps, request)).id)),
    );

    // The sandbox provider's "person confirms on the phone", for tests and scripts (development only).
    for (const provider of OAUTH_PROVIDER_NAMES) {
      const setup = oauthProviderFor(deps, provider);
      if (!setup?.sandbox) continue;
      const sandbox = setup.sandbox;
      app.post(
        `/dev/${provider}-sandbox/authorize`,
        {
          schema: {
            tags: ['development'],
            summary: `${PROVIDER_LABEL[provider]}沙箱：模拟用户在手机上确认授权`,
            body: ZSandboxAuthorizeBody,
            response: { 200: zEnvelope(z.object({ redirect: z.string() })) },
          },
        },
        async (request) => {
          const { state, openid, nickname } = request.body;
          const redirectUri = oauthRedirectUri(deps, provider);
          try {
            const code = await sandbox.confirm({
              appId: SANDBOX_APPS[provider].appId,
              redirectUri,
              openid,
              nickname: nickname || `${PROVIDER_LABEL[provider]}用户${openid.slice(-4)}`,
            });
            return ok({ redirect: `${redirectUri}?${new URLSearchParams({ code, state })}` });
          } catch (error) {
            if (error instanceof SandboxAuthorizeError) throw new AppError('BAD_REQUEST', error.message);
            throw error;
          }
        },
      );
    }
  };
