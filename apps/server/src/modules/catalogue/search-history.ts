import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { SEARCH_HISTORY_SIZE, type SearchHistoryItem } from '@vm/contracts/catalogue-discovery';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { searchHistories, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { AuthUser } from '../../platform/http/auth';

const h = searchHistories;

/** The caller's last searches, newest first (at most 5). */
export async function listSearchHistory(deps: Pick<AppDeps, 'pool'>, user: AuthUser): Promise<SearchHistoryItem[]> {
  const rows = await typed(deps.pool)
    .select({ id: h.id, customName: h.customName, createdAt: h.createdAt })
    .from(h)
    .where(eq(h.userId, user.id))
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(SEARCH_HISTORY_SIZE);
  return rows.map((row) => ({ id: row.id, custom_name: row.customName, created_at: toShanghaiIsoString(row.createdAt) }));
}

/**
 * Records a search: a repeated keyword moves to the top, and only the newest 5 are kept, in one
 * transaction so two tabs searching at once cannot leave six.
 */
export async function recordSearch(deps: Pick<AppDeps, 'pool' | 'clock'>, user: AuthUser, customName: string): Promise<SearchHistoryItem[]> {
  await withRetriedTransaction(deps.pool, async (client) => {
    const db = typed(client);
    await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await db
      .insert(h)
      .values({ userId: user.id, customName, createdAt: deps.clock.now() })
      .onConflictDoUpdate({ target: [h.userId, h.customName], set: { createdAt: sql`excluded.created_at` } });
    const newest = db.select({ id: h.id }).from(h).where(eq(h.userId, user.id)).orderBy(desc(h.createdAt), desc(h.id)).limit(SEARCH_HISTORY_SIZE);
    await db.delete(h).where(and(eq(h.userId, user.id), notInArray(h.id, newest)));
  });
  return listSearchHistory(deps, user);
}

/** Clears the caller's history, or one entry of it. */
export async function clearSearchHistory(deps: Pick<AppDeps, 'pool'>, user: AuthUser, id?: number): Promise<void> {
  await typed(deps.pool)
    .delete(h)
    .where(and(eq(h.userId, user.id), id === undefined ? undefined : eq(h.id, id)));
}
