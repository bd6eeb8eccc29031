import type { FavoriteState } from '@vm/contracts/catalogue-discovery';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/http/auth';
import { notFound } from '../../platform/http/app-error';
import type { Page } from '../../platform/http/envelope';
import { CARD_COLUMNS, CARD_JOINS, toVenueCard } from './search-venues';

/*
 * The favourite row and the venue's counter change in one statement: the counter moves only when a row
 * was really inserted or deleted, so repeats are idempotent and concurrent taps keep the count exact
 * (the counter update locks the venue row; the primary key serialises one user's duplicates).
 */
const ADD = `
with target as (select top_id as id from physical_resources where id = $2),
inserted as (insert into favorites (user_id, physical_resource_id, created_at) select $1, id, $3 from target
  on conflict (user_id, physical_resource_id) do nothing returning physical_resource_id)
update physical_resources p set favorite_count = p.favorite_count + 1 from inserted where p.id = inserted.physical_resource_id
returning p.favorite_count`;

const REMOVE = `
with target as (select top_id as id from physical_resources where id = $2),
deleted as (delete from favorites f using target where f.user_id = $1 and f.physical_resource_id = target.id returning f.physical_resource_id)
update physical_resources p set favorite_count = p.favorite_count - 1 from deleted where p.id = deleted.physical_resource_id
returning p.favorite_count`;

async function currentCount(deps: Pick<AppDeps, 'pool'>, id: number): Promise<number> {
  const row = (await deps.pool.query<{ favorite_count: number }>(
    'select t.favorite_count from physical_resources p join physical_resources t on t.id = p.top_id where p.id = $1',
    [id],
  )).rows[0];
  if (!row) throw notFound('场地');
  return row.favorite_count;
}

/** PUT /api/resources/{id}/favorite (status 1) and DELETE (status 0); `count` is the venue's favourites. */
export async function setFavorite(deps: Pick<AppDeps, 'pool' | 'clock'>, user: AuthUser, id: number, favorite: boolean): Promise<FavoriteState> {
  const result = favorite
    ? await deps.pool.query<{ favorite_count: number }>(ADD, [user.id, id, deps.clock.now()])
    : await deps.pool.query<{ favorite_count: number }>(REMOVE, [user.id, id]);
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
  const [count, rows] = await Promise.all([
    deps.pool.query<{ total: number }>('select count(*)::int as total from favorites where user_id = $1', [user.id]),
    deps.pool.query(
      `select ${CARD_COLUMNS}, f.created_at as favorited_at from favorites f join venue_search p on p.top_physical_id = f.physical_resource_id
       ${CARD_JOINS} where f.user_id = $1 order by f.created_at desc, f.physical_resource_id desc limit $2 offset $3`,
      [user.id, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return {
    data: rows.rows.map((row) => ({ ...toVenueCard(row), favorited_at: toShanghaiIsoString(row.favorited_at) })),
    total: count.rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}
