import type { ComponentType } from 'react';
import { useCurrentCity } from '@/shared/city/current-city';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { DataCounters } from '../components/home/data-counters';
import { FirstVisitGift } from '../components/home/first-visit-gift';
import { HomeBanner } from '../components/home/home-banner';
import { HomeModules } from '../components/home/home-modules';
import { HomeRecommends } from '../components/home/home-recommends';
import styles from './home-page.module.css';

/** Parts of other features the home page shows, handed in by app/ (features do not import each other). */
export interface HomePageParts {
  /** The demand drawer with the short demand form, beside the banner search. */
  DemandDrawer?: ComponentType;
}

/** /home/index: banner search with city picker, demand drawer, module tabs, first-visit gift, counters, recommendations. */
export function HomePage({ parts = {} }: { parts?: HomePageParts }) {
  const { DemandDrawer } = parts;
  usePageTitle();
  const city = useCurrentCity();
  return (
    <div className={styles.home}>
      <HomeBanner demandDrawer={DemandDrawer ? <DemandDrawer /> : undefined} />
      <HomeModules cityId={city.id} />
      <FirstVisitGift />
      <div className={styles.counters}>
        <DataCounters cityId={city.id} />
      </div>
      <HomeRecommends cityId={city.id} />
    </div>
  );
}
