import { createHash } from 'node:crypto';
import type { BusinessDate } from '@vm/domain/business-date';
import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The day-scoped hash kept for a view: sha-256 of the day, the venue and the visitor's key. The raw key
 * (a random id or `u:<user id>`) is never stored, and the same visitor's hashes differ from day to day.
 */
export function visitorHash(day: BusinessDate, venueId: number, visitorKey: string): string {
  return createHash('sha256').update(`${day}\u0000${venueId}\u0000${visitorKey}`).digest('hex');
}

/** One statement, no lock held beyond the index entry: the venue's existence and the insert together. */
const RECORD_VIEW = namedSql<[venueId: number, day: string, visitor: string], { found: boolean }>(
  'insights-record-view',
  `with venue as (select id from physical_resources where id = $1 and parent_id is null),
        added as (insert into venue_views (physical_resource_id, day, visitor) select id, $2::date, $3 from venue on conflict do nothing returning 1)
   select exists (select 1 from venue) as found`,
  ['found'],
);

/** Counts one view of a venue (once per visitor and day); false when there is no such venue. */
export async function recordVenueView(db: Queryable, venueId: number, day: BusinessDate, visitorKey: string | null): Promise<boolean> {
  if (visitorKey === null) {
    const { rows } = await VENUE_EXISTS.run(db, [venueId]);
    return rows[0]?.found ?? false;
  }
  const { rows } = await RECORD_VIEW.run(db, [venueId, day, visitorHash(day, venueId, visitorKey)]);
  return rows[0]?.found ?? false;
}

const VENUE_EXISTS = namedSql<[venueId: number], { found: boolean }>(
  'insights-venue-exists',
  `select exists (select 1 from physical_resources where id = $1 and parent_id is null) as found`,
  ['found'],
);
