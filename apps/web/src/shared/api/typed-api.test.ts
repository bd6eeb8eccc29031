import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { fillPath, typedApi } from './typed-api';

function answer(status: number, body: BodyInit, type = 'application/json'): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('typedApi', () => {
  it('fills path parameters, URI-encoded, and refuses a missing one', () => {
    expect(fillPath('/agreements/{key}', { key: 'a b' })).toBe('/agreements/a%20b');
    expect(() => fillPath('/orders/{id}/pay', {})).toThrow('missing path parameter id');
  });

  it('GETs a route with its parameters and query, answering the envelope result', async () => {
    const fetch = stubFetch(() => answer(200, JSON.stringify({ code: 1, msg: '', result: { id: 7, title: '用户协议' } })));
    const result = await typedApi.get('/articles/{id}', { params: { id: 7 }, query: {} });
    expect(result).toEqual({ id: 7, title: '用户协议' });
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/articles/7');
  });

  it('getBlob reads a file route (an invoice PDF) as bytes, failures staying ApiErrors', async () => {
    const fetch = stubFetch(() => answer(200, '%PDF-1.4', 'application/pdf'));
    const blob = await typedApi.getBlob('/invoices/{id}/download', { params: { id: 12 } });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/invoices/12/download');

    stubFetch(() => answer(404, JSON.stringify({ code: 404, msg: '发票不存在', result: null })));
    await expect(typedApi.getBlob('/invoices/{id}/download', { params: { id: 13 } })).rejects.toEqual(new ApiError(404, '发票不存在'));
  });

  it('postForm sends the form as multipart (the browser sets its boundary) and answers the result', async () => {
    const fetch = stubFetch(() => answer(200, JSON.stringify({ code: 1, msg: '', result: { url: '/files/a.jpg' } })));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.jpg');
    const result = await typedApi.postForm('/uploads', form);
    expect(result).toEqual({ url: '/files/a.jpg' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
