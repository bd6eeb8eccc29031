import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & {
  /** Starts fetching the page's code now (app/route-table.tsx preloadRoute); resolves once it is loaded. */
  preload: () => Promise<void>;
  /** The first render of the site waits for this page's code when the visitor lands on it (main.tsx). */
  firstRenderWaits: boolean;
};

export interface LazyPageOptions {
  /**
   * Landing on this page, draw nothing until its code is here (at most a moment; main.tsx), so the page
   * and its requests come with the first render instead of up to 300 ms after a fallback. Worth it for
   * a page whose code is a few chunks (home, venue list); a page whose code is dozens of chunks (the
   * venue page) paints its header sooner without waiting (decision 0026, Lighthouse figures).
   */
  firstRenderWaits?: boolean;
}

/**
 * A page loaded on demand: its code is a separate chunk, fetched when the route is first visited. Once
 * the chunk is loaded (by `preload` or an earlier visit) the page renders at once, without suspending:
 * React would otherwise show the Suspense fallback first and reveal the page up to 300 ms later (its
 * fallback throttle), and the page's own requests would wait that long to start.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M, options: LazyPageOptions = {}): LazyPage {
  let loaded: ComponentType | undefined;
  const take = (module: M) => (loaded = module[name] as ComponentType);
  const Suspending = lazy(async () => ({ default: take(await load()) }));
  const Page = () => (loaded ? createElement(loaded) : createElement(Suspending));
  // The bundler caches the module: React's later import() of the same chunk resolves from this one.
  const preload = () =>
    load().then(
      (module) => void take(module),
      () => undefined,
    );
  return Object.assign(Page, { preload, firstRenderWaits: options.firstRenderWaits ?? false });
}
