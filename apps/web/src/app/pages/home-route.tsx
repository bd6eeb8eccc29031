import { lazy, Suspense } from 'react';
import { HomeQuickDemandPlaceholder } from '@/features/demands/components/home-quick-demand-placeholder';
import { HomePage, type HomePageParts } from '@/features/venues/pages/home-page';
import { afterFirstPaint } from '@/shared/ui/after-first-paint';

/**
 * The demand drawer's form (antd's Form, Select and Input: most of the home page's own code) loads once
 * the page is on screen; its room is kept meanwhile (decision 0029).
 */
const LazyQuickDemand = lazy(() =>
  afterFirstPaint()
    .then(() => import('@/features/demands/components/home-quick-demand'))
    .then((module) => ({ default: module.HomeQuickDemand })),
);

function QuickDemandWhenLoaded() {
  return (
    <Suspense fallback={<HomeQuickDemandPlaceholder />}>
      <LazyQuickDemand />
    </Suspense>
  );
}

/** What the home page shows from other features: the demand drawer (features/demands). */
const parts: HomePageParts = { DemandDrawer: QuickDemandWhenLoaded };

/** /home/index: the home page of features/venues with the parts composed here. */
export function HomeRoute() {
  return <HomePage parts={parts} />;
}
