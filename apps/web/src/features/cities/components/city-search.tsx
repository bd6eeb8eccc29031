import Input from 'antd/es/input';
import { useState } from 'react';
import type { City } from '@/shared/city/current-city';
import styles from './city-search.module.css';
import { searchCities } from './city-search-model';

/** The search box of /cities/list: matches as one types; Enter picks the first match. */
export function CitySearch({ cities, onPick, loading = false }: { cities: readonly City[]; onPick: (city: City) => void; loading?: boolean }) {
  const [keyword, setKeyword] = useState('');
  const matches = searchCities(cities, keyword);
  const searching = keyword.trim() !== '';

  return (
    <div className={styles.search}>
      <Input.Search
        value={keyword}
        placeholder="输入城市名称或拼音，如：上海 / shanghai"
        aria-label="搜索城市"
        enterButton="搜索"
        size="large"
        allowClear
        maxLength={20}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={() => {
          const first = matches[0];
          if (first) onPick(first);
        }}
      />
      {searching &&
        (loading ? (
          <p className={styles.none}>城市列表加载中…</p>
        ) : matches.length === 0 ? (
          <p className={styles.none} role="status">
            未找到匹配的城市
          </p>
        ) : (
          <ul className={styles.results} aria-label="匹配的城市">
            {matches.map((city) => (
              <li key={city.id}>
                <button type="button" className={styles.result} onClick={() => onPick(city)}>
                  <span>{city.name}</span>
                  <span className={styles.en}>
                    {city.en_name} · {city.domain_name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
