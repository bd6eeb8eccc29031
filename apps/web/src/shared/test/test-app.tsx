import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { onTestFinished, vi } from 'vitest';

/** What a fake API answers: the envelope's result, or a failure with status, message and (optionally) its error_code. */
export type FakeAnswer = { result: unknown } | { status: number; msg: string; error_code?: string; errors?: Record<string, string> };
export type FakeRoute = (url: URL, init: RequestInit | undefined) => FakeAnswer | undefined;

/**
 * Replaces fetch with a fake API: each call goes to `route` (path and query in `url`); unanswered calls
 * get a 404 envelope. Returns the mock so tests can inspect the calls.
 */
export function fakeApi(route: FakeRoute) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = route(url, init) ?? { status: 404, msg: '接口不存在' };
    const [status, body] =
      'result' in answer
        ? [200, { code: 1, msg: '', result: answer.result }]
        : [
            answer.status,
            {
              code: answer.status,
              msg: answer.msg,
              result: null,
              ...(answer.error_code ? { error_code: answer.error_code } : {}),
              ...(answer.errors ? { errors: answer.errors } : {}),
            },
          ];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URLs (path + query) the fake API was called with, optionally only those under `path`. */
export function calledUrls(mock: ReturnType<typeof fakeApi>, path?: string): URL[] {
  return mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => !path || url.pathname === path);
}

let currentLocation = '';
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The router location of the last render of {@link renderWithApp}. */
export function testLocation(): string {
  return currentLocation;
}

/**
 * Ends everything a rendered app may still have running, so that no React work, query or timer outlives
 * the test (and the DOM vitest tears down after the file): unmounts inside act() (effects cleaned up,
 * intervals cleared, observers unsubscribed), cancels and drops every query and mutation with their
 * garbage-collection timers, clears fake timers, and aborts what happy-dom still has pending.
 */
async function teardownApp(client: QueryClient): Promise<void> {
  cleanup();
  await client.cancelQueries();
  client.clear();
  client.unmount();
  vi.clearAllTimers();
  const happyDom = (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  await happyDom?.abort();
}

/**
 * Renders `ui` at `route` (matched by `path`) with the query cache, antd in Chinese and a router. The
 * app is torn down when the test finishes, passed, failed or timed out (see teardownApp).
 */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  onTestFinished(() => teardownApp(client));
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={<div data-testid="elsewhere" />} />}
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
