import { expect, type APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

/** The newest code the development SMS provider "sent" to a mobile (GET /api/dev/sms-outbox). */
export async function latestSmsCode(request: APIRequestContext, mobile: string, newerThan?: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/sms-outbox?account=${mobile}`);
        const body = (await response.json()) as Envelope<{ code: string; created_at: string }[]>;
        const newest = body.result[0];
        code = newest && (!newerThan || newest.created_at > newerThan) ? newest.code : '';
        return code;
      },
      { message: `an SMS code for ${mobile} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The Playwright server's resend window per mobile (SMS_RESEND_SECONDS, set in playwright.config.ts). */
export const SMS_RESEND_MS = Number(process.env.SMS_RESEND_SECONDS ?? '2') * 1000;

/**
 * Waits until the server will send this mobile another code: polls the outbox until its newest code is
 * older than the resend window (2 s in test runs). A shared account may have been sent a code by
 * another journey, and the page's 获取验证码 must not be refused.
 */
export async function waitForSmsResend(request: APIRequestContext, mobile: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`/api/dev/sms-outbox?account=${mobile}`);
        const newest = ((await outbox.json()) as Envelope<{ created_at: string }[]>).result[0];
        return newest ? Date.now() - Date.parse(newest.created_at) : Number.POSITIVE_INFINITY;
      },
      { message: `the resend window of ${mobile} to pass`, intervals: [250] },
    )
    .toBeGreaterThan(SMS_RESEND_MS + 100);
}

/** Logs in through the API (send code, read it, code-login) and returns the token. */
export async function loginThroughApi(request: APIRequestContext, mobile: string): Promise<{ token: string; name: string }> {
  const sent = await request.post('/api/auth/app_captcha', { data: { account: mobile, usage: 3 } });
  expect(sent.status(), await sent.text()).toBe(200);
  const captcha = await latestSmsCode(request, mobile);
  const login = await request.post('/api/auth/code-login', { data: { account: mobile, captcha } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as Envelope<{ token: string; user: { name: string } }>;
  return { token: body.result.token, name: body.result.user.name };
}

/** localStorage key of the bearer token (apps/web/src/shared/auth/token-store.ts). */
export const TOKEN_STORAGE_KEY = 'vm.token';

let mobileCounter = 0;
/**
 * A mobile no other test uses, for journeys that need "a logged-in buyer" but not the demo one: the
 * e2e tests share one database, and nothing may depend on what another journey did to a demo account.
 */
export function uniqueMobile(): string {
  mobileCounter += 1;
  const tail = String((Date.now() * 10 + mobileCounter) % 100_000_000).padStart(8, '0');
  return `177${tail}`;
}
