import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(responses: Array<Response | Error>, overrides: Partial<ApiClientDeps> = {}) {
  let now = 1_000_000;
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const deps: ApiClientDeps = {
    fetch,
    getToken: () => 'token-1',
    clearToken: vi.fn(),
    redirectToLogin: vi.fn(),
    now: () => now,
    ...overrides,
  };
  return { client: createApiClient(deps), fetch, deps, advance: (ms: number) => (now += ms) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('returns a file as a Blob with the bearer token, and a failure as the server’s Chinese message', async () => {
    const pdf = new Response('%PDF-1.4 demo', { status: 200, headers: { 'content-type': 'application/pdf' } });
    const { client, fetch } = setup([pdf, jsonResponse(404, { code: 404, msg: '发票不存在', result: null, error_code: 'NOT_FOUND' })]);
    const blob = await client.getBlob('/invoices/7/download');
    expect(await blob.text()).toBe('%PDF-1.4 demo');
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    const error = await caught(client.getBlob('/invoices/8/download'));
    expect([error.status, error.message]).toEqual([404, '发票不存在']);
  });

  it('unwraps the success envelope and sends the client headers and bearer token', async () => {
    const { client, fetch } = setup([jsonResponse(200, { code: 1, msg: '', result: { id: 7, name: '张三' } })]);
    await expect(client.get('/users/current', { query: { page: 2, keyword: '展台', empty: '', none: undefined } })).resolves.toEqual({
      id: 7,
      name: '张三',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users/current?page=2&keyword=%E5%B1%95%E5%8F%B0');
    const headers = init?.headers as Record<string, string>;
    expect(headers.client).toBe('pc');
    expect(headers.version).toBe('3.9');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(init?.method).toBe('GET');
  });

  it('sends JSON bodies and no Authorization header for visitors', async () => {
    const { client, fetch } = setup([jsonResponse(200, { code: 1, msg: '验证码已发送', result: null })], { getToken: () => null });
    await expect(client.post('/auth/app_captcha', { account: '13800000001', usage: 3 })).resolves.toBeNull();
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"account":"13800000001","usage":3}');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('maps a failure envelope to an ApiError with status, message and field errors', async () => {
    const { client } = setup([jsonResponse(422, { code: 422, msg: '验证码不正确', result: null, errors: { captcha: '验证码不正确', bad: 3 } })]);
    const error = await caught(client.post('/auth/code-login', { account: '13800000001', captcha: '000000' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('验证码不正确');
    expect(error.fieldErrors).toEqual({ captcha: '验证码不正确' });
    expect(error.kind).toBe('http');
  });

  it('treats a 200 carrying a failure code as a failure', async () => {
    const { client } = setup([jsonResponse(200, { code: 409, msg: '该日期已被预订', result: null })]);
    const error = await caught(client.get('/anything'));
    expect(error.status).toBe(409);
    expect(error.message).toBe('该日期已被预订');
    expect(error.errorCode).toBeNull();
  });

  it('exposes the error_code naming the case', async () => {
    const { client } = setup([jsonResponse(409, { code: 409, msg: '订单已支付', result: null, error_code: 'ORDER_ALREADY_PAID' })]);
    const error = await caught(client.post('/orders/7/pay', { payment_mode: 4 }));
    expect([error.status, error.errorCode, error.is('ORDER_ALREADY_PAID'), error.is('PROOF_AWAITING')]).toEqual([409, 'ORDER_ALREADY_PAID', true, false]);
  });

  it('gives a Chinese message when the answer is not JSON (a proxy error page)', async () => {
    const { client } = setup([new Response('<html>Bad Gateway</html>', { status: 502 })]);
    const error = await caught(client.get('/anything'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('服务器开小差了，请稍后再试');
  });

  it('reports a network failure with status 0', async () => {
    const { client } = setup([new TypeError('Failed to fetch')]);
    const error = await caught(client.get('/anything'));
    expect(error.status).toBe(0);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('网络连接失败，请检查网络后重试');
  });

  it('aborts after the timeout with a Chinese message', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { client } = setup([], { fetch });
    const error = await caught(client.get('/slow', { timeoutMs: 5 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('请求超时，请稍后再试');
  });

  describe('duplicate-POST guard', () => {
    it('refuses the same POST url and body within 1 s without calling the server', async () => {
      const ok = () => jsonResponse(200, { code: 1, msg: '', result: null });
      const { client, fetch, advance } = setup([ok(), ok(), ok(), ok()]);
      await client.post('/orders', { id: 1 });
      const error = await caught(client.post('/orders', { id: 1 }));
      expect(error.status).toBe(429);
      expect(error.kind).toBe('duplicate');
      expect(error.message).toBe('1s内请勿重复请求');
      expect(fetch).toHaveBeenCalledTimes(1);

      // A different body, or a GET, is not a duplicate.
      await client.post('/orders', { id: 2 });
      await client.get('/orders');
      expect(fetch).toHaveBeenCalledTimes(3);

      // After the window the same POST goes again.
      advance(1000);
      await client.post('/orders', { id: 1 });
      expect(fetch).toHaveBeenCalledTimes(4);
    });
  });

  describe('401', () => {
    it('forgets the token and redirects to login by default', async () => {
      const { client, deps } = setup([jsonResponse(401, { code: 401, msg: '请先登录', result: null })]);
      const error = await caught(client.get('/orders'));
      expect(error.status).toBe(401);
      expect(error.isUnauthorized).toBe(true);
      expect(error.message).toBe('请先登录');
      expect(deps.clearToken).toHaveBeenCalledTimes(1);
      expect(deps.redirectToLogin).toHaveBeenCalledTimes(1);
    });

    it('only forgets the token for silent background calls', async () => {
      const { client, deps } = setup([jsonResponse(401, { code: 401, msg: '请先登录', result: null })]);
      await caught(client.get('/users/current/badge_info', { onUnauthorized: 'silent' }));
      expect(deps.clearToken).toHaveBeenCalledTimes(1);
      expect(deps.redirectToLogin).not.toHaveBeenCalled();
    });
  });

  it('posts FormData as multipart (no JSON content type) and never as a duplicate', async () => {
    const ok = () => jsonResponse(201, { code: 1, msg: '', result: { url: '/files/x.png' } });
    const { client, fetch } = setup([ok(), ok()]);
    const form = new FormData();
    form.append('token', 't');
    await client.postForm('/uploads', form);
    await client.postForm('/uploads', form);
    expect(fetch).toHaveBeenCalledTimes(2);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });
});
