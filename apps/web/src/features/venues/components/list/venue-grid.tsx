import type { VenueCard as VenueCardData } from '@vm/contracts/catalogue-search';
import { VenueCard, VenueCardSkeleton } from '@/shared/catalogue/venue-card';
import styles from './venue-grid.module.css';

/** Venue cards, four to a row. The first `eager` cards' pictures load at once (above the fold). */
export function VenueGrid({ venues, dimmed = false, eager = 0 }: { venues: readonly VenueCardData[]; dimmed?: boolean; eager?: number }) {
  return (
    <div className={`${styles.grid} ${dimmed ? styles.dimmed : ''}`} aria-busy={dimmed}>
      {venues.map((venue, index) => (
        <VenueCard key={venue.top_physical_id} venue={venue} eager={index < eager} />
      ))}
    </div>
  );
}

/**
 * The grid while its venues load: `count` card skeletons of the real cards' size, so the content and
 * the footer below stay where they are when the venues arrive. `label` is read out to screen readers.
 */
export function VenueGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className={styles.grid} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <VenueCardSkeleton key={index} />
      ))}
    </div>
  );
}
