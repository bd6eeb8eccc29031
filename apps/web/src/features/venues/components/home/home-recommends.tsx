import { useRecommends } from '@/features/venues/api/use-recommends';
import { VenueGridSkeleton } from '../list/venue-grid';
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
      ) : recommends.isPending ? (
        <VenueGridSkeleton count={4} label="推荐加载中…" />
      ) : (
        <SectionState kind="empty">暂无推荐</SectionState>
      )}
    </section>
  );
}
