import Anchor from 'antd/es/anchor';
import { useCities, useCurrentCity } from '@/shared/city/current-city';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ThemeSectionBlock } from '../components/theme-section-block';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { useThemeSections } from '../api/theme-queries';

/** Header height the anchors scroll below. */
const ANCHOR_OFFSET = 16;

/** /theme/index: themed venue lists with a side anchor navigation that follows the scroll. */
export function ThemePage() {
  usePageTitle('场地专题');
  const city = useCurrentCity();
  const cityName = useCities().data?.find((item) => item.id === city.id)?.name ?? city.name;
  const sections = useThemeSections();
  if (!sections.data) {
    return (
      <PageFrame crumbs={[{ label: '场地专题' }]} testId="theme-page">
        <PageBanner title="场地专题" text={`${cityName || '本市'}精选推广场地，按主题挑选，一站直达。`} />
        {sections.isError ? <LoadError error={sections.error} onRetry={() => void sections.refetch()} /> : <RowsSkeleton rows={6} />}
      </PageFrame>
    );
  }
  return (
    <PageFrame crumbs={[{ label: '场地专题' }]} testId="theme-page">
      <PageBanner title="场地专题" text={`${cityName || '本市'}精选推广场地，按主题挑选，一站直达。`} />
      <div style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 20, alignItems: 'start' }}>
        <nav aria-label="专题导航">
          <Anchor
            style={{ background: '#fff', borderRadius: 8, padding: '12px 8px' }}
            offsetTop={ANCHOR_OFFSET}
            targetOffset={ANCHOR_OFFSET}
            items={sections.data.map((section) => ({ key: section.id, href: `#${section.id}`, title: section.title }))}
          />
        </nav>
        <div style={{ minWidth: 0 }}>
          {sections.data.map((section) => (
            <ThemeSectionBlock key={section.id} section={section} cityId={city.id} />
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
