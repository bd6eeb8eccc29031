import { DownOutlined } from '@/shared/ui/icons/down-outlined';
import { EnvironmentOutlined } from '@/shared/ui/icons/environment-outlined';
import { Link } from 'react-router';
import { setCurrentCity, useCities, useCurrentCity, type City } from '@/shared/city/current-city';
import styles from './city-switcher.module.css';
import { HeaderDropdown } from './header-dropdown';
import { paths } from '@/shared/paths';

/** How many cities the quick picker shows; the full list lives at /cities/list. */
const QUICK_PICK_LIMIT = 24;

function CityPanel({ cities, loading, currentId, onPick }: { cities: City[]; loading: boolean; currentId: number; onPick: (city: City) => void }) {
  return (
    <div className={styles.panel}>
      <p className={styles.heading}>热门城市</p>
      {loading ? (
        <p className={styles.note}>城市加载中…</p>
      ) : cities.length === 0 ? (
        <p className={styles.note}>暂时无法获取城市列表，请稍后再试</p>
      ) : (
        <ul className={styles.grid}>
          {cities.slice(0, QUICK_PICK_LIMIT).map((city) => (
            <li key={city.id}>
              <button type="button" className={`${styles.city} ${city.id === currentId ? styles.current : ''}`} onClick={() => onPick(city)}>
                {city.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.cities()} className={styles.more}>
        查看全部城市 &gt;
      </Link>
    </div>
  );
}

/** The header's city switcher: the current city (default 90) and a quick picker fed by GET /api/cities. */
export function CitySwitcher() {
  const current = useCurrentCity();
  // Destructured here, not read inside the panel's render function: TanStack Query re-renders only
  // for the fields a render has touched, and the panel renders later than this component.
  const { data, isPending } = useCities();
  const list = Array.isArray(data) ? data : [];
  const name = list.find((city) => city.id === current.id)?.name ?? current.name;

  return (
    <HeaderDropdown
      ariaLabel={`当前城市${name ? `：${name}` : ''}，切换城市`}
      testId="city-switcher"
      label={
        <>
          <EnvironmentOutlined className={styles.pin} />
          <span className={styles.name}>{name || '选择城市'}</span>
          <span className={styles.switch}>
            [切换城市] <DownOutlined />
          </span>
        </>
      }
    >
      {(close) => (
        <CityPanel
          cities={list}
          loading={isPending}
          currentId={current.id}
          onPick={(city) => {
            setCurrentCity({ id: city.id, name: city.name });
            close();
          }}
        />
      )}
    </HeaderDropdown>
  );
}
