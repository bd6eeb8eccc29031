import { useNavigate } from 'react-router';
import { setCurrentCity, useCities, useCurrentCity, type City } from '@/shared/city/current-city';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { groupByInitial } from '../components/city-search-model';
import { CitySearch } from '../components/city-search';
import styles from './city-list-page.module.css';
import { paths } from '@/shared/paths';

const HOT_CITY_COUNT = 12;

/**
 * /cities/list: find a city and jump to it. There are no per-city sub-domains here, so "jumping to the
 * city's domain" means: make it the current city (shared/city) and open the home page; domain_name is
 * only shown.
 */
export function CityListPage() {
  usePageTitle('切换城市');
  const navigate = useNavigate();
  const current = useCurrentCity();
  const cities = useCities();
  const list = cities.data ?? [];
  const currentName = list.find((city) => city.id === current.id)?.name ?? current.name;

  const pick = (city: City) => {
    setCurrentCity({ id: city.id, name: city.name });
    void navigate(paths.home());
  };

  const cityButton = (city: City, className: string | undefined) => (
    <button
      key={city.id}
      type="button"
      className={`${className ?? ''} ${city.id === current.id ? styles.selected : ''}`}
      title={`${city.name}站（${city.domain_name}）`}
      onClick={() => pick(city)}
    >
      {city.name}
    </button>
  );

  return (
    <PageFrame crumbs={[{ label: '切换城市' }]} testId="city-list">
      <PageBanner title="选择城市" text="选择您要投放的城市，查看当地的推广场地与活动。">
        <p className={styles.current}>
          当前城市：<strong>{currentName || '上海'}</strong>
        </p>
        <CitySearch cities={list} onPick={pick} loading={cities.isPending} />
      </PageBanner>
      <QueryState query={cities} loading={<RowsSkeleton rows={2} />} isEmpty={() => list.length === 0} empty="暂无开通的城市">
        {() => (
          <>
            <Panel title="热门城市">
              <div className={styles.hot}>{list.slice(0, HOT_CITY_COUNT).map((city) => cityButton(city, styles.city))}</div>
            </Panel>
            <Panel title="按拼音首字母选择">
              <nav className={styles.letters} aria-label="拼音首字母">
                {groupByInitial(list).map(([letter]) => (
                  <a key={letter} href={`#city-${letter}`}>
                    {letter}
                  </a>
                ))}
              </nav>
              {groupByInitial(list).map(([letter, group]) => (
                <div key={letter} id={`city-${letter}`} className={styles.group}>
                  <span className={styles.letter}>{letter}</span>
                  <div className={styles.groupCities}>{group.map((city) => cityButton(city, styles.link))}</div>
                </div>
              ))}
            </Panel>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
