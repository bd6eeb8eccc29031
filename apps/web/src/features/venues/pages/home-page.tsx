import { useCurrentCity } from '../../../shared/city/current-city';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { DataCounters } from '../components/home/data-counters';
import { FirstVisitGift } from '../components/home/first-visit-gift';
import { HomeBanner } from '../components/home/home-banner';
import { HomeModules } from '../components/home/home-modules';
import { HomeRecommends } from '../components/home/home-recommends';
import styles from './home-page.module.css';

/** /home/index: banner search with city picker, module tabs, counters, recommendations, first-visit gift. */
export function HomePage() {
  usePageTitle();
  const city = useCurrentCity();
  return (
    <div className={styles.home}>
      <HomeBanner />
      <HomeModules cityId={city.id} />
      <div className={styles.counters}>
        <DataCounters cityId={city.id} />
      </div>
      <HomeRecommends cityId={city.id} />
      <FirstVisitGift />
    </div>
  );
}
