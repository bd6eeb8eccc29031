import { SearchOutlined } from '@/shared/ui/icons/search-outlined';
import { HOME_QUICK_KEYWORDS } from '@vm/domain/home-modules';
import { LightButton as Button } from '@/shared/ui/light-button';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { addSearchHistory, keywordSearchUrl } from '@/shared/search/search-history';
import styles from './home-banner.module.css';
import { HomeCityPicker } from './home-city-picker';

/**
 * The home banner: city picker and venue search, with the demand drawer beside it (features/demands,
 * composed by app/ through the home page's `parts`).
 */
export function HomeBanner({ demandDrawer }: { demandDrawer?: ReactNode }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = (word: string) => {
    if (word.trim()) addSearchHistory(word);
    void navigate(keywordSearchUrl(word));
  };
  return (
    <section className={styles.banner}>
      <div className={`content-width ${styles.inner}`}>
        <div className={styles.lead}>
          <h1 className={styles.title}>找推广场地，就上场地通</h1>
          <p className={styles.subtitle}>商场、社区、写字楼、高校、广告位，在线比价、一站预订</p>
          <div className={styles.searchBox}>
            <HomeCityPicker />
            <SearchOutlined className={styles.searchIcon} />
            <input
              className={styles.searchInput}
              value={keyword}
              maxLength={50}
              placeholder="输入场地名称、商圈或地址"
              aria-label="搜索场地关键词"
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) search(keyword);
              }}
            />
            <Button type="primary" size="large" onClick={() => search(keyword)}>
              搜索场地
            </Button>
          </div>
          <div className={styles.quick}>
            <span>热门：</span>
            {HOME_QUICK_KEYWORDS.map((word) => (
              <button key={word} type="button" onClick={() => search(word)}>
                {word}
              </button>
            ))}
          </div>
        </div>
        {demandDrawer}
      </div>
    </section>
  );
}
