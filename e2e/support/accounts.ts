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

/**
 * Waits until the server will send this mobile another code (60 s after the last one): the demo
 * accounts are shared by several journeys, and the resend limit is the product's, not the test's.
 */
export async function waitForSmsResend(request: APIRequestContext, mobile: string): Promise<void> {
  const outbox = await request.get(`/api/dev/sms-outbox?account=${mobile}`);
  const newest = ((await outbox.json()) as Envelope<{ created_at: string }[]>).result[0];
  const wait = newest ? 61_000 - (Date.now() - Date.parse(newest.created_at)) : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
 * e2e tests share one database, and the demo buyer's 60 s resend limit would couple them.
 */
export function uniqueMobile(): string {
  mobileCounter += 1;
  const tail = String((Date.now() * 10 + mobileCounter) % 100_000_000).padStart(8, '0');
  return `177${tail}`;
}
