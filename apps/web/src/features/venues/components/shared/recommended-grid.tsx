import type { RecommendedResource } from '@vm/contracts/catalogue-communities';
import { RecommendedCard } from './recommended-card';
import styles from '../list/venue-grid.module.css';

/** Recommended venues, four to a row. */
export function RecommendedGrid({ items }: { items: readonly RecommendedResource[] }) {
  return (
    <div className={styles.grid}>
      {items.map((item) => (
        <RecommendedCard key={item.physical_resource_id} item={item} />
      ))}
    </div>
  );
}
