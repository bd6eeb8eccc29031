import Anchor from 'antd/es/anchor';
import { useCities, useCurrentCity } from '@/shared/city/current-city';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ThemeSectionBlock } from '../components/theme-section-block';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { useIsPhone } from '@/shared/ui/screen';
import { useThemeSections } from '../api/theme-queries';
import styles from './theme-page.module.css';

/** Header height the anchors scroll below. */
const ANCHOR_OFFSET = 16;

/** /theme/index: themed venue lists with a side anchor navigation that follows the scroll. */
export function ThemePage() {
  usePageTitle('场地专题');
  const city = useCurrentCity();
  const cityName = useCities().data?.find((item) => item.id === city.id)?.name ?? city.name;
  const sections = useThemeSections();
  // On a phone the anchors wrap above the sections and scroll with the page (a fixed row would cover them).
  const phone = useIsPhone();
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
          <div className={styles.layout}>
            <nav aria-label="专题导航" className={styles.nav}>
              <Anchor
                className={styles.anchor}
                affix={!phone}
                offsetTop={ANCHOR_OFFSET}
                targetOffset={ANCHOR_OFFSET}
                items={loaded.map((section) => ({ key: section.id, href: `#${section.id}`, title: section.title }))}
              />
            </nav>
            <div className={styles.sections}>
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
