import { addDays, todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import type pg from 'pg';
import { advanceOrderByDate, lockOrder } from '../modules/orders';
import { NO_SUBSCRIBERS } from '../platform/events/record-event';
import { orderableBooths, payFromWallet, placeDemoOrder, review } from './seed-back-office';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A year of history for the insights pages (issue 42): views of the demo supplier's venues on every day of
 * the past year (one set-based insert; the visitor hashes are made up, as the real ones are unreadable),
 * and paid orders spread over the past year, placed, paid and approved through the orders' own steps so
 * the books still balance. Runs after issueDemoContracts (no lease to sign for the history).
 */
export async function seedInsights(client: pg.PoolClient, accounts: { buyer: number; supplier: number }, now: Date): Promise<void> {
  const today = todayInShanghai(now);
  await client.query(
    `insert into venue_views (physical_resource_id, day, visitor)
     select p.id, d.day, encode(sha256(convert_to(p.id || ':' || d.day || ':' || g, 'UTF8')), 'hex')
       from physical_resources p
       join communities c on c.id = p.community_id and c.owner_id = $1
       cross join lateral (select ($2::date - k) as day from generate_series(0, 364) k) d
       cross join lateral generate_series(1, 2 + (abs(hashtext(p.id || ':' || d.day)) % (6 + extract(month from d.day)::int))) g
      where p.parent_id is null
     on conflict do nothing`,
    [accounts.supplier, today],
  );

  const booths = await orderableBooths(client, accounts.supplier);
  if (booths.length === 0) return;
  // Two orders a fortnight from a year ago until a month ago (the back office seeds the recent ones).
  const placed: number[] = [];
  for (let daysAgo = 360, i = 0; daysAgo >= 30; daysAgo -= 14, i += 1) {
    const placedAt = new Date(now.getTime() - daysAgo * DAY + (i % 5) * HOUR);
    const first: BusinessDate = addDays(todayInShanghai(placedAt), 3 + (i % 4));
    const dates = Array.from({ length: 1 + (i % 3) }, (_, d) => addDays(first, d));
    for (let n = 0; n < 2; n += 1) {
      let orderId: number | null = null;
      for (let k = 0; k < booths.length && orderId === null; k += 1) {
        orderId = await placeDemoOrder(client, accounts.buyer, booths[(i * 2 + n + k) % booths.length]!, dates, placedAt);
      }
      if (orderId === null) continue;
      placed.push(orderId);
      await payFromWallet(client, accounts.buyer, orderId, new Date(placedAt.getTime() + 10 * 60_000));
      await review(client, accounts.supplier, orderId, 'approved', new Date(placedAt.getTime() + (1 + (i % 6)) * HOUR));
      // Long past: executed and finished (the deposit back, the earning due), as the daily job would have.
      await advanceOrderByDate(client, NO_SUBSCRIBERS, (await lockOrder(client, orderId))!, today, now);
    }
  }
  // A year-old order's 站内信 were read long ago: dated by their order and read, so the inbox's first page
  // still shows the demo's own recent messages.
  await client.query(
    `update user_messages m set created_at = o.created_at + interval '4 days', read_at = coalesce(m.read_at, o.created_at + interval '4 days')
       from domain_events e join orders o on o.id = e.order_id
      where m.event_id = e.id and o.id = any($1::bigint[])`,
    [placed],
  );
}
