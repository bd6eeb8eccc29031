import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const Hello = () => <p>页面内容</p>;

describe('lazyPage', () => {
  afterEach(cleanup);

  it('draws a page whose code is already loaded at once, without its fallback', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Hello };
    }, 'Hello', { firstRenderWaits: true });
    expect(Page.firstRenderWaits).toBe(true);
    await Page.preload();
    render(
      <Suspense fallback={<p>页面加载中…</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback was ever shown.
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(screen.queryByText('页面加载中…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends on a page whose code is not loaded yet, then draws it', async () => {
    let finish: (module: { Hello: typeof Hello }) => void = () => undefined;
    const Page = lazyPage(() => new Promise<{ Hello: typeof Hello }>((resolve) => (finish = resolve)), 'Hello');
    expect(Page.firstRenderWaits).toBe(false);
    render(
      <Suspense fallback={<p>页面加载中…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('页面加载中…')).toBeTruthy();
    await act(async () => finish({ Hello }));
    expect(await screen.findByText('页面内容')).toBeTruthy();
  });

  it('a failed preload is not an error of its own (the page retries when drawn)', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('offline')), 'Hello');
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
