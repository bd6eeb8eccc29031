import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const Hello = () => <p>页面内容</p>;

describe('lazyPage', () => {
  afterEach(cleanup);

  it('draws a page whose code is already loaded at once, without its fallback', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        return { Hello };
      },
      'Hello',
      { firstRenderWaits: true },
    );
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

  // Once loaded, the page is drawn as its own component instead of through React.lazy; React reconciles a
  // resolved lazy type with that component, so the switch must not remount the page (and lose its state).
  it('keeps what the visitor typed when the page drawn after its fallback is drawn again', async () => {
    const Form = () => {
      const [text, setText] = useState('');
      return <input aria-label="需求" value={text} onChange={(event) => setText(event.target.value)} />;
    };
    let finish: (module: { Form: typeof Form }) => void = () => undefined;
    const Page = lazyPage(() => new Promise<{ Form: typeof Form }>((resolve) => (finish = resolve)), 'Form');
    const tree = (key: number) => (
      <Suspense fallback={<p>页面加载中…</p>}>
        <Page key="page" />
        <span>{key}</span>
      </Suspense>
    );
    const view = render(tree(1));
    await act(async () => finish({ Form }));
    const input = (await screen.findByLabelText('需求')) as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { value: '快闪店' } }));
    view.rerender(tree(2));
    expect((screen.getByLabelText('需求') as HTMLInputElement).value).toBe('快闪店');
  });

  it('a failed preload is not an error of its own (the page retries when drawn)', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('offline')), 'Hello');
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
