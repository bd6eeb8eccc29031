import { SEARCH_HISTORY_SIZE, type SearchHistoryItem } from '@vm/contracts/catalogue-discovery';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { AuthUser } from '../../platform/http/auth';

/** The caller's last searches, newest first (at most 5). */
export async function listSearchHistory(deps: Pick<AppDeps, 'pool'>, user: AuthUser): Promise<SearchHistoryItem[]> {
  const result = await deps.pool.query<{ id: number; custom_name: string; created_at: Date }>(
    'select id, custom_name, created_at from search_histories where user_id = $1 order by created_at desc, id desc limit $2',
    [user.id, SEARCH_HISTORY_SIZE],
  );
  return result.rows.map((row) => ({ id: row.id, custom_name: row.custom_name, created_at: toShanghaiIsoString(row.created_at) }));
}

/**
 * Records a search: a repeated keyword moves to the top, and only the newest 5 are kept, in one
 * transaction so two tabs searching at once cannot leave six.
 */
export async function recordSearch(deps: Pick<AppDeps, 'pool' | 'clock'>, user: AuthUser, customName: string): Promise<SearchHistoryItem[]> {
  await withRetriedTransaction(deps.pool, async (client) => {
    await client.query('select id from users where id = $1 for update', [user.id]);
    await client.query(
      `insert into search_histories (user_id, custom_name, created_at) values ($1, $2, $3)
       on conflict (user_id, custom_name) do update set created_at = excluded.created_at`,
      [user.id, customName, deps.clock.now()],
    );
    await client.query(
      `delete from search_histories where user_id = $1 and id not in (
         select id from search_histories where user_id = $1 order by created_at desc, id desc limit $2)`,
      [user.id, SEARCH_HISTORY_SIZE],
    );
  });
  return listSearchHistory(deps, user);
}

/** Clears the caller's history, or one entry of it. */
export async function clearSearchHistory(deps: Pick<AppDeps, 'pool'>, user: AuthUser, id?: number): Promise<void> {
  await deps.pool.query('delete from search_histories where user_id = $1 and ($2::bigint is null or id = $2)', [user.id, id ?? null]);
}
