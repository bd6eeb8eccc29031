import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from './layout/page-loading';

/**
 * The consoles' frame (antd's Layout, Menu and Result) loads with the first console page, not with the
 * entry every visitor downloads (decision 0048).
 */
const StaffConsoleLayout = lazy(() => import('./layout/staff-console-layout').then((module) => ({ default: module.StaffConsoleLayout })));

function ConsoleFrame({ kind }: { kind: 'supplier' | 'operator' }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <StaffConsoleLayout kind={kind} />
    </Suspense>
  );
}

/** Where a staff page lives: the supplier centre (/admin/supplier/…) or the operator console (/admin/operator/…). */
function consoleOf(route: RouteObject): 'supplier' | 'operator' | null {
  if (route.path?.startsWith('admin/supplier/')) return 'supplier';
  if (route.path?.startsWith('admin/operator/')) return 'operator';
  return null;
}

/**
 * Splits the route tables' pages: the supplier centre's and the operator console's go into their own
 * layouts (own header and menu, app/layout/staff-console-layout.tsx), every other page stays in the
 * site layout. A feature's route table lists its staff pages like any other (`admin/operator/…`): the
 * path alone decides the frame.
 */
export function withStaffConsoles(pages: RouteObject[]): { sitePages: RouteObject[]; consoles: RouteObject[] } {
  const supplier = pages.filter((route) => consoleOf(route) === 'supplier');
  const operator = pages.filter((route) => consoleOf(route) === 'operator');
  return {
    sitePages: pages.filter((route) => consoleOf(route) === null),
    consoles: [
      { element: <ConsoleFrame kind="supplier" />, children: supplier },
      { element: <ConsoleFrame kind="operator" />, children: operator },
    ],
  };
}
