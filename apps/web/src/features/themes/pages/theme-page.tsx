import Anchor from 'antd/es/anchor';
import { useCities, useCurrentCity } from '@/shared/city/current-city';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ThemeSectionBlock } from '../components/theme-section-block';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { useThemeSections } from '../api/theme-queries';

/** Header height the anchors scroll below. */
const ANCHOR_OFFSET = 16;

/** /theme/index: themed venue lists with a side anchor navigation that follows the scroll. */
export function ThemePage() {
  usePageTitle('场地专题');
  const city = useCurrentCity();
  const cityName = useCities().data?.find((item) => item.id === city.id)?.name ?? city.name;
  const sections = useThemeSections();
  // A failed refetch keeps the sections on screen: only a load with nothing to show is the failure view.
  const firstLoad = {
    isPending: sections.isPending,
    isError: sections.isError && !sections.data,
    error: sections.error,
    data: sections.data,
    refetch: sections.refetch,
  };
  return (
    <PageFrame crumbs={[{ label: '场地专题' }]} testId="theme-page">
      <PageBanner title="场地专题" text={`${cityName || '本市'}精选推广场地，按主题挑选，一站直达。`} />
      <QueryState query={firstLoad} loading={<RowsSkeleton rows={6} />}>
        {(loaded) => (
          <div style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 20, alignItems: 'start' }}>
            <nav aria-label="专题导航">
              <Anchor
                style={{ background: '#fff', borderRadius: 8, padding: '12px 8px' }}
                offsetTop={ANCHOR_OFFSET}
                targetOffset={ANCHOR_OFFSET}
                items={loaded.map((section) => ({ key: section.id, href: `#${section.id}`, title: section.title }))}
              />
            </nav>
            <div style={{ minWidth: 0 }}>
              {loaded.map((section) => (
                <ThemeSectionBlock key={section.id} section={section} cityId={city.id} />
              ))}
            </div>
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
