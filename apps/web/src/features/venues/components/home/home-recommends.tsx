import { useRecommends } from '../../api/use-recommends';
import { RecommendedGrid } from '../shared/recommended-grid';
import { SectionState } from '../shared/section-state';
import styles from './home-sections.module.css';

/** 为您推荐: GET communities/recommends with page_size 4 on the home page. */
export function HomeRecommends({ cityId }: { cityId: number }) {
  const recommends = useRecommends({ page: 1, pageSize: 4, cityId });
  const items = recommends.data?.data ?? [];
  return (
    <section className={`content-width ${styles.section}`} aria-labelledby="home-recommends-title">
      <div className={styles.moduleHead}>
        <h2 id="home-recommends-title" className={styles.heading}>
          为您推荐
        </h2>
      </div>
      {items.length > 0 ? (
        <RecommendedGrid items={items} />
      ) : (
        <SectionState kind={recommends.isPending ? 'loading' : 'empty'}>{recommends.isPending ? '推荐加载中…' : '暂无推荐'}</SectionState>
      )}
    </section>
  );
}
