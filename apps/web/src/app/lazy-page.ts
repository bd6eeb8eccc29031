import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the page's code now (app/route-table.tsx preloadRoute), before React asks for it. */
  preload: () => void;
};

/** A page loaded on demand: its code is a separate chunk, fetched when the route is first visited. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): LazyPage {
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType })) as LazyPage;
  // The bundler caches the module: React's later import() of the same chunk resolves from this one.
  page.preload = () => void load().catch(() => undefined);
  return page;
}
