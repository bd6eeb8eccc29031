import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadAntdScope } from '@/shared/ui/antd-lazy';
import type { LazyPage } from '../lazy-page';
import { PageLoading } from './page-loading';

type Scope = ComponentType<{ children: ReactNode }>;
let loaded: Scope | undefined;
const take = (module: { AntdScope: Scope }) => (loaded = module.AntdScope);
const SuspendingScope = lazy(async () => ({ default: take(await loadAntdScope()) }));

/**
 * The pages below this route, inside antd's provider (shared/ui/antd-scope.tsx): every page but the
 * three a visitor lands on (home, venue list, venue page), which use no antd on their first screen
 * (issue 37, decision 0058). The provider's code loads with the page's: `preload` (main.tsx's first
 * render, route-table.tsx `preloadRoute`); on a later navigation `preloadPage` starts the page's chunk
 * beside the provider's instead of after it.
 */
function AntdOutletView({ preloadPage }: { preloadPage?: (pathname: string) => unknown }) {
  const { pathname } = useLocation();
  if (!loaded) void preloadPage?.(pathname);
  return <Suspense fallback={<PageLoading />}>{loaded ? createElement(loaded, null, <Outlet />) : createElement(SuspendingScope, null, <Outlet />)}</Suspense>;
}

export const AntdOutlet: typeof AntdOutletView & Pick<LazyPage, 'preload' | 'firstRenderWaits'> = Object.assign(AntdOutletView, {
  preload: () =>
    loadAntdScope().then(
      (module) => void take(module),
      () => undefined,
    ),
  firstRenderWaits: true,
});
