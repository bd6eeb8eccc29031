import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3206';
async function token(mobile) {
  await fetch(`${base}/api/auth/app_captcha`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: mobile, usage: 3 }) });
  const outbox = await (await fetch(`${base}/api/dev/sms-outbox?account=${mobile}`)).json();
  const captcha = outbox.result[0].code;
  const login = await (await fetch(`${base}/api/auth/code-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: mobile, captcha }) })).json();
  return login.result.token;
}
export async function open({ mobile, width = 1280, height = 900 } = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  if (mobile) {
    const t = await token(mobile);
    await context.addInitScript((value) => window.localStorage.setItem('vm.token', value), t);
  }
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error') logs.push(m.text()); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) logs.push(`${r.status()} ${r.url()}`); });
  return { browser, page, logs, base };
}
