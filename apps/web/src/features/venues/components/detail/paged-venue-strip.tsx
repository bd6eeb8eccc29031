import { LeftOutlined } from '@/shared/ui/icons/left-outlined';
import { RightOutlined } from '@/shared/ui/icons/right-outlined';
import type { RecommendedPage } from '@vm/contracts/catalogue-communities';
import { RecommendedCard } from '../shared/recommended-card';
import styles from './venue-sections.module.css';

interface PagedVenueStripProps {
  title: string;
  page: number;
  pageSize: number;
  data: RecommendedPage | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  layout: 'row' | 'column';
  /** What an empty strip says (暂无推荐). */
  emptyText?: string;
  /** A line under the title (附近场地: 3公里内，由近到远). */
  note?: string;
}

/** Recommended (5 a page) or nearby (2 a page) venues with previous / next page buttons. */
export function PagedVenueStrip({ title, page, pageSize, data, loading, onPage, layout, emptyText = '暂无推荐', note }: PagedVenueStripProps) {
  const items = data?.data ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <section className={layout === 'row' ? styles.stripSection : styles.sideCard} aria-label={title}>
      <div className={styles.stripHead}>
        <h3>
          {title}
          {note && <small className={styles.muted}> {note}</small>}
        </h3>
        {pageCount > 1 && (
          <div className={styles.stripNav}>
            <button type="button" aria-label={`${title}上一页`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <LeftOutlined />
            </button>
            <span>
              {page}/{pageCount}
            </span>
            <button type="button" aria-label={`${title}下一页`} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
              <RightOutlined />
            </button>
          </div>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{loading ? '加载中…' : emptyText}</p>
      ) : (
        <div className={layout === 'row' ? styles.stripRow : styles.stripColumn}>
          {items.map((item) => (
            <RecommendedCard key={item.physical_resource_id} item={item} compact={layout === 'column'} />
          ))}
        </div>
      )}
    </section>
  );
}
