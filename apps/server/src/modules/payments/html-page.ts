import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Text for HTML (element content and quoted attributes). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1f2329;margin:0}
main{max-width:520px;margin:64px auto;background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 16px}p{line-height:1.7;margin:8px 0}.amount{font-size:32px;color:#e4393c;font-weight:600}
.muted{color:#8a8f99;font-size:13px}dl{display:grid;grid-template-columns:88px 1fr;gap:6px 12px;margin:16px 0}dt{color:#8a8f99}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:12px;margin-top:24px}button,.button{font:inherit;padding:9px 24px;border-radius:4px;border:1px solid #d0d3d9;background:#fff;cursor:pointer;text-decoration:none;color:#1f2329}
.primary{background:#1677ff;border-color:#1677ff;color:#fff}.tag{display:inline-block;background:#fff7e6;color:#d46b08;border:1px solid #ffd591;border-radius:4px;padding:0 8px;font-size:12px}
@media (max-width:575.98px){main{margin:0;min-height:100vh;border-radius:0;padding:24px 16px;box-shadow:none}.muted,.tag{font-size:14px}
.actions{flex-direction:column}.actions form{display:block}button,.button{display:block;width:100%;min-height:48px;text-align:center;font-size:16px}}`;

/**
 * Sends a small server-rendered Chinese page. Its own Content-Security-Policy allows one inline script
 * by nonce (a self-submitting payment form) and form posts to this site and https gateways — never plain
 * http, unless the page posts to a configured http gateway (`formActions`: its origin); nothing else.
 */
export function sendHtmlPage(reply: FastifyReply, options: { title: string; body: string; status?: number; script?: string; formActions?: string[] }) {
  const nonce = randomBytes(16).toString('base64');
  const script = options.script ? `<script nonce="${nonce}">${options.script}</script>` : '';
  reply
    .status(options.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${["'self'", 'https:', ...(options.formActions ?? [])].join(' ')}; frame-ancestors 'self'; base-uri 'none'`,
    );
  return reply.send(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head><body><main>${options.body}</main>${script}</body></html>`,
  );
}

/** A form posting every field to `action` (hidden inputs), with a visible button for browsers without script. */
export function hiddenForm(id: string, action: string, fields: Record<string, string>, button: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="${id}" method="post" action="${escapeHtml(action)}">${inputs}<div class="actions"><button class="primary" type="submit">${escapeHtml(button)}</button></div></form>`;
}
