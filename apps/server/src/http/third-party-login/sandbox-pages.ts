import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { OAUTH_PROVIDERS, type OAuthProviderName } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { oauthProviderFor } from '../../platform/oauth/oauth-provider-for';
import { type OAuthSandbox, SANDBOX_AUTHORIZE_PATH, SandboxAuthorizeError, sandboxBase } from '../../platform/oauth/sandbox-provider';
import { PROVIDER_LABEL } from '../../modules/third-party-login';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1f2329;margin:0}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 2px 12px rgba(0,0,0,.06);text-align:center}
h1{font-size:20px;margin:8px 0 16px}p{line-height:1.7;margin:8px 0}.muted{color:#8a8f99;font-size:13px}img{width:220px;height:220px}
label{display:block;text-align:left;margin:12px 0 4px;color:#5c6370;font-size:14px}input{box-sizing:border-box;width:100%;font:inherit;padding:8px 10px;border:1px solid #d0d3d9;border-radius:4px}
.actions{display:flex;gap:12px;justify-content:center;margin-top:20px}button,.button{font:inherit;padding:9px 24px;border-radius:4px;border:1px solid #d0d3d9;background:#fff;cursor:pointer;text-decoration:none;color:#1f2329}
.primary{background:#07c160;border-color:#07c160;color:#fff}.qq .primary{background:#12b7f5;border-color:#12b7f5}
.tag{display:inline-block;background:#fff7e6;color:#d46b08;border:1px solid #ffd591;border-radius:4px;padding:0 8px;font-size:12px}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}`;

function sendPage(reply: FastifyReply, provider: OAuthProviderName, title: string, body: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    )
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body class="${provider}"><main><p><span class="tag">开发环境 · ${PROVIDER_LABEL[provider]}沙箱</span></p>${body}</main></body></html>`,
    );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const fieldsOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, text(item)])) : {};

/** The request the app sent to the authorize page, in each provider's parameter names. */
function authorizeRequest(provider: OAuthProviderName, fields: Record<string, string>) {
  return { appId: (provider === 'wechat' ? fields.appid : fields.client_id) ?? '', redirectUri: fields.redirect_uri ?? '', state: fields.state ?? '' };
}

const OPENID_COOKIE = (provider: OAuthProviderName) => `vm_${provider}_sandbox_openid`;
function rememberedOpenid(request: FastifyRequest, provider: OAuthProviderName): string {
  const match = new RegExp(`(?:^|;\\s*)${OPENID_COOKIE(provider)}=([A-Za-z0-9_-]{6,64})`).exec(request.headers.cookie ?? '');
  return match?.[1] ?? `o${randomBytes(12).toString('hex')}`;
}

function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

function registerSandbox(app: FastifyInstance, provider: OAuthProviderName, sandbox: OAuthSandbox): void {
  const label = PROVIDER_LABEL[provider];
  const base = sandboxBase(provider);
  const confirmPath = `${base}/confirm`;
  const refused = (reply: FastifyReply, message: string) =>
    sendPage(
      reply,
      provider,
      '授权请求无效',
      `<h1>授权请求无效</h1><p>${escapeHtml(message)}</p><div class="actions"><a class="button" href="/">返回首页</a></div>`,
      400,
    );

  // The authorize page (what open.weixin.qq.com / graph.qq.com show): a QR code for the phone.
  app.get(
    SANDBOX_AUTHORIZE_PATH[provider],
    { schema: { tags: ['development'], summary: `${label}沙箱授权页（浏览器页面，返回 HTML）` } },
    async (request, reply) => {
      const fields = fieldsOf(request.query);
      const req = authorizeRequest(provider, fields);
      try {
        sandbox.checkAuthorizeRequest(req);
      } catch (error) {
        if (error instanceof SandboxAuthorizeError) return refused(reply, error.message);
        throw error;
      }
      const confirm = withQuery(confirmPath, { appid: req.appId, redirect_uri: req.redirectUri, state: req.state });
      const absolute = `${request.protocol}://${request.host}${confirm}`;
      const qr = await QRCode.toDataURL(absolute, { margin: 1, width: 220 });
      return sendPage(
        reply,
        provider,
        `${label}登录`,
        `<h1>使用${label}扫码登录</h1><img src="${qr}" alt="${label}登录二维码"><p class="muted">用手机扫描二维码，在手机上确认登录。</p><div class="actions"><a class="button primary" href="${escapeHtml(confirm)}">在本机模拟手机确认</a></div>`,
      );
    },
  );

  // The phone's confirmation page.
  app.get(confirmPath, { schema: { tags: ['development'], summary: `${label}沙箱：手机确认页（浏览器页面，返回 HTML）` } }, async (request, reply) => {
    const req = authorizeRequest('wechat', fieldsOf(request.query));
    try {
      sandbox.checkAuthorizeRequest(req);
    } catch (error) {
      if (error instanceof SandboxAuthorizeError) return refused(reply, error.message);
      throw error;
    }
    const openid = rememberedOpenid(request, provider);
    const hidden = ['appid', 'redirect_uri', 'state']
      .map(
        (name) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(name === 'appid' ? req.appId : name === 'redirect_uri' ? req.redirectUri : req.state)}">`,
      )
      .join('');
    return sendPage(
      reply,
      provider,
      `${label}授权确认`,
      `<h1>${label}登录确认</h1><p>场地通 申请使用你的${label}身份登录</p>
<form method="post" action="${confirmPath}">${hidden}
<label for="nickname">${label}昵称</label><input id="nickname" name="nickname" maxlength="32" value="${escapeHtml(`${label}用户${openid.slice(-4)}`)}">
<label for="openid">openid（同一 openid 即同一个${label}用户）</label><input id="openid" name="openid" maxlength="64" value="${escapeHtml(openid)}">
<div class="actions"><button type="submit" name="outcome" value="deny">拒绝</button><button type="submit" name="outcome" value="allow" class="primary">确认登录</button></div></form>
<p class="muted">这是内置的${label}沙箱，不会连接真实的${label}。</p>`,
    );
  });

  app.post(
    confirmPath,
    { schema: { tags: ['development'], summary: `${label}沙箱：确认或拒绝授权（浏览器页面，重定向）` }, config: { dedupe: false } },
    async (request, reply) => {
      const fields = fieldsOf(request.body);
      const req = authorizeRequest('wechat', fields);
      const openid = (fields.openid ?? '').trim();
      try {
        sandbox.checkAuthorizeRequest(req);
        if (fields.outcome !== 'allow') return reply.redirect(withQuery(req.redirectUri, { state: req.state }), 303);
        if (!/^[A-Za-z0-9_-]{6,64}$/.test(openid)) throw new SandboxAuthorizeError('openid 只能是 6–64 位字母、数字、下划线或短横线');
        const code = await sandbox.confirm({
          appId: req.appId,
          redirectUri: req.redirectUri,
          openid,
          nickname: (fields.nickname ?? '').trim().slice(0, 32) || `${label}用户`,
        });
        reply.header('set-cookie', `${OPENID_COOKIE(provider)}=${openid}; Path=${base}; HttpOnly; SameSite=Lax; Max-Age=31536000`);
        return reply.redirect(withQuery(req.redirectUri, { code, state: req.state }), 303);
      } catch (error) {
        if (error instanceof SandboxAuthorizeError) return refused(reply, error.message);
        throw error;
      }
    },
  );

  // The server-to-server API, over HTTP as well (the server itself answers its own calls in process).
  const apiPaths = provider === 'wechat' ? ['/sns/oauth2/access_token', '/sns/userinfo'] : ['/oauth2.0/token', '/oauth2.0/me', '/user/get_user_info'];
  for (const apiPath of apiPaths) {
    app.get(`${base}${apiPath}`, { schema: { tags: ['development'], summary: `${label}沙箱接口 ${apiPath}` } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sandbox.handle(new URL(request.url, 'http://sandbox.invalid'));
    });
  }
}

/** The built-in WeChat / QQ providers' pages (outside /api, before the web app's fallback), only while they stand in. */
export const thirdPartyLoginSandboxPages =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    for (const provider of OAUTH_PROVIDERS) {
      const setup = oauthProviderFor(deps, provider);
      if (setup?.sandbox) registerSandbox(app, provider, setup.sandbox);
    }
  };
