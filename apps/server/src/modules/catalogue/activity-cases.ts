import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityCaseDetail, ActivityCaseQuery } from '@vm/contracts/catalogue-content';
import { activityCases, activityCaseTypes, cities, communities } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import type { Page } from '../../platform/http/envelope';
import { likePattern } from './list-communities';

type CaseCard = Omit<ActivityCaseDetail, 'content' | 'images' | 'community_id' | 'community_name' | 'last_id' | 'next_id'>;

const a = activityCases;
const t = activityCaseTypes;

const CARD = {
  id: a.id,
  title: a.title,
  cover_pic_url: a.coverUrl,
  type: sql<CaseCard['type']>`json_build_object('id', ${t.id}, 'name', ${t.name})`,
  city_id: a.cityId,
  city_name: cities.name,
  brand: a.brand,
  summary: a.summary,
  held_on: a.heldOn,
};
/** The list order; last/next follow it. */
const ORDER = [desc(a.sort), desc(a.id)];
const ORDER_SQL = sql`${a.sort} desc, ${a.id} desc`;

function filters(query: Pick<ActivityCaseQuery, 'type' | 'keyword' | 'city_id'>): SQL | undefined {
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  return and(
    query.type === undefined ? undefined : eq(a.typeId, query.type),
    query.city_id === undefined ? undefined : eq(a.cityId, query.city_id),
    pattern === null ? undefined : or(ilike(a.title, pattern), ilike(a.brand, pattern), ilike(a.summary, pattern)),
  );
}

/** GET /api/activity_cases: the /theme/case waterfall, by type and keyword. */
export async function listActivityCases(deps: Pick<AppDeps, 'pool'>, query: ActivityCaseQuery): Promise<Page<CaseCard>> {
  const db = typed(deps.pool);
  const where = filters(query);
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .innerJoin(t, eq(t.id, a.typeId))
      .innerJoin(cities, eq(cities.id, a.cityId))
      .where(where),
    db
      .select(CARD)
      .from(a)
      .innerJoin(t, eq(t.id, a.typeId))
      .innerJoin(cities, eq(cities.id, a.cityId))
      .where(where)
      .orderBy(...ORDER)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { data: rows, total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * GET /api/activity_cases/{id}: the case with the ids before (`last_id`) and after (`next_id`) it in the
 * list the modal was opened from (same type/keyword filters), for the modal's previous/next.
 */
export async function getActivityCase(
  deps: Pick<AppDeps, 'pool'>,
  id: number,
  query: Pick<ActivityCaseQuery, 'type' | 'keyword' | 'city_id'>,
): Promise<ActivityCaseDetail> {
  const db = typed(deps.pool);
  const neighbours = db
    .select({
      id: a.id,
      lastId: sql<number | null>`lag(${a.id}) over (order by ${ORDER_SQL})`.as('last_id'),
      nextId: sql<number | null>`lead(${a.id}) over (order by ${ORDER_SQL})`.as('next_id'),
    })
    .from(a)
    .innerJoin(t, eq(t.id, a.typeId))
    .innerJoin(cities, eq(cities.id, a.cityId))
    .where(filters(query))
    .as('listed');
  const [row] = await db
    .select({
      ...CARD,
      content: a.content,
      images: a.images,
      community_id: a.communityId,
      community_name: communities.name,
      last_id: neighbours.lastId,
      next_id: neighbours.nextId,
    })
    .from(a)
    .innerJoin(t, eq(t.id, a.typeId))
    .innerJoin(cities, eq(cities.id, a.cityId))
    .leftJoin(communities, eq(communities.id, a.communityId))
    .leftJoin(neighbours, eq(neighbours.id, a.id))
    .where(eq(a.id, id));
  if (!row) throw notFound('案例');
  return { ...row, images: row.images.map((pic_url) => ({ pic_url })) };
}

/** GET /api/activity_cases/fast/search: titles matching a keyword. */
export async function suggestActivityCases(deps: Pick<AppDeps, 'pool'>, keyword: string | undefined): Promise<{ id: number; title: string }[]> {
  if (!keyword) return [];
  const pattern = likePattern(keyword);
  return typed(deps.pool)
    .select({ id: a.id, title: a.title })
    .from(a)
    .where(or(ilike(a.title, pattern), ilike(a.brand, pattern)))
    .orderBy(...ORDER)
    .limit(10);
}
