import type { VenueCard as VenueCardData } from '@vm/contracts/catalogue-search';
import { VenueCard } from '../../../../shared/catalogue/venue-card';
import styles from './venue-grid.module.css';

/** Venue cards, four to a row. */
export function VenueGrid({ venues, dimmed = false }: { venues: readonly VenueCardData[]; dimmed?: boolean }) {
  return (
    <div className={`${styles.grid} ${dimmed ? styles.dimmed : ''}`} aria-busy={dimmed}>
      {venues.map((venue) => (
        <VenueCard key={venue.top_physical_id} venue={venue} />
      ))}
    </div>
  );
}
