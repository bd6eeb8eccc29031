import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FavoriteState } from '@vm/contracts/catalogue-discovery';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { favorites, physicalResources } from '../../db/schema/index';
import { namedSql, typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/http/auth';
import { notFound } from '../../platform/http/app-error';
import type { Page } from '../../platform/http/envelope';
import { CARD_COLUMN_NAMES, CARD_COLUMNS, CARD_JOINS, toVenueCard, type CardRow } from './search-venues';

/*
 * The favourite row and the venue's counter change in one statement: the counter moves only when a row
 * was really inserted or deleted, so repeats are idempotent and concurrent taps keep the count exact
 * (the counter update locks the venue row; the primary key serialises one user's duplicates).
 */
// The favourite and the counter in one statement (data-modifying CTEs): named SQL.
const ADD = namedSql<[userId: number, id: number, now: Date], { favorite_count: number }>(
  'add-favorite',
  `
with target as (select top_id as id from physical_resources where id = $2),
inserted as (insert into favorites (user_id, physical_resource_id, created_at) select $1, id, $3 from target
  on conflict (user_id, physical_resource_id) do nothing returning physical_resource_id)
update physical_resources p set favorite_count = p.favorite_count + 1 from inserted where p.id = inserted.physical_resource_id
returning p.favorite_count`,
  ['favorite_count'],
);

const REMOVE = namedSql<[userId: number, id: number], { favorite_count: number }>(
  'remove-favorite',
  `
with target as (select top_id as id from physical_resources where id = $2),
deleted as (delete from favorites f using target where f.user_id = $1 and f.physical_resource_id = target.id returning f.physical_resource_id)
update physical_resources p set favorite_count = p.favorite_count - 1 from deleted where p.id = deleted.physical_resource_id
returning p.favorite_count`,
  ['favorite_count'],
);

const FAVORITE_CARDS = namedSql<[userId: number, limit: number, offset: number], Omit<CardRow, 'distance'> & { favorited_at: Date }>(
  'favorite-venue-cards',
  `select ${CARD_COLUMNS}, f.created_at as favorited_at from favorites f join venue_search p on p.top_physical_id = f.physical_resource_id
   ${CARD_JOINS} where f.user_id = $1 order by f.created_at desc, f.physical_resource_id desc limit $2 offset $3`,
  [...CARD_COLUMN_NAMES, 'favorited_at'],
);

async function currentCount(deps: Pick<AppDeps, 'pool'>, id: number): Promise<number> {
  const top = alias(physicalResources, 't');
  const [row] = await typed(deps.pool)
    .select({ favoriteCount: top.favoriteCount })
    .from(physicalResources)
    .innerJoin(top, eq(top.id, physicalResources.topId))
    .where(eq(physicalResources.id, id));
  if (!row) throw notFound('场地');
  return row.favoriteCount;
}

/** PUT /api/resources/{id}/favorite (status 1) and DELETE (status 0); `count` is the venue's favourites. */
export async function setFavorite(deps: Pick<AppDeps, 'pool' | 'clock'>, user: AuthUser, id: number, favorite: boolean): Promise<FavoriteState> {
  const result = favorite ? await ADD.run(deps.pool, [user.id, id, deps.clock.now()]) : await REMOVE.run(deps.pool, [user.id, id]);
  const count = result.rows[0]?.favorite_count ?? (await currentCount(deps, id));
  return { status: favorite ? 1 : 0, count };
}

/** GET /api/favorites: the caller's favourite venues, newest first. */
export async function listFavorites(
  deps: Pick<AppDeps, 'pool'>,
  user: AuthUser,
  page: number,
  pageSize: number,
): Promise<Page<VenueCard & { favorited_at: string }>> {
  const [[count], rows] = await Promise.all([
    typed(deps.pool)
      .select({ total: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, user.id)),
    FAVORITE_CARDS.run(deps.pool, [user.id, pageSize, (page - 1) * pageSize]),
  ]);
  return {
    data: rows.rows.map((row) => ({ ...toVenueCard(row), favorited_at: toShanghaiIsoString(row.favorited_at) })),
    total: count?.total ?? 0,
    page,
    page_size: pageSize,
  };
}
