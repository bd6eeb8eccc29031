import type { ActivityCaseDetail, ActivityCaseQuery } from '@vm/contracts/catalogue-content';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import type { Page } from '../../platform/http/envelope';
import { likePattern } from './list-communities';
import { SqlParams } from './sql-params';

type CaseCard = Omit<ActivityCaseDetail, 'content' | 'images' | 'community_id' | 'community_name' | 'last_id' | 'next_id'>;

const CARD = `a.id, a.title, a.cover_url as cover_pic_url, json_build_object('id', t.id, 'name', t.name) as type, a.city_id,
  ci.name as city_name, a.brand, a.summary, a.held_on`;
const FROM = 'from activity_cases a join activity_case_types t on t.id = a.type_id join cities ci on ci.id = a.city_id';
/** The list order; last/next follow it. */
const ORDER = 'a.sort desc, a.id desc';

function filters(query: Pick<ActivityCaseQuery, 'type' | 'keyword' | 'city_id'>, params: SqlParams): string {
  const where: string[] = [];
  if (query.type !== undefined) where.push(`a.type_id = ${params.add(query.type)}`);
  if (query.city_id !== undefined) where.push(`a.city_id = ${params.add(query.city_id)}`);
  if (query.keyword) {
    const pattern = params.add(likePattern(query.keyword));
    where.push(`(a.title ilike ${pattern} or a.brand ilike ${pattern} or a.summary ilike ${pattern})`);
  }
  return where.length > 0 ? `where ${where.join(' and ')}` : '';
}

/** GET /api/activity_cases: the /theme/case waterfall, by type and keyword. */
export async function listActivityCases(deps: Pick<AppDeps, 'pool'>, query: ActivityCaseQuery): Promise<Page<CaseCard>> {
  const params = new SqlParams();
  const where = filters(query, params);
  const countValues = [...params.values];
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const [count, rows] = await Promise.all([
    deps.pool.query<{ total: number }>(`select count(*)::int as total ${FROM} ${where}`, countValues),
    deps.pool.query<CaseCard>(`select ${CARD} ${FROM} ${where} order by ${ORDER} limit ${limit} offset ${offset}`, params.values),
  ]);
  return { data: rows.rows, total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
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
  const params = new SqlParams();
  const where = filters(query, params);
  const idParam = params.add(id);
  const result = await deps.pool.query<Omit<ActivityCaseDetail, 'images'> & { images: string[] }>(
    `with listed as (select a.id, lag(a.id) over (order by ${ORDER}) as last_id, lead(a.id) over (order by ${ORDER}) as next_id ${FROM} ${where})
     select ${CARD}, a.content, a.images, a.community_id, c.name as community_name, listed.last_id, listed.next_id
     ${FROM} left join communities c on c.id = a.community_id left join listed on listed.id = a.id
     where a.id = ${idParam}`,
    params.values,
  );
  const row = result.rows[0];
  if (!row) throw notFound('案例');
  return { ...row, images: row.images.map((pic_url) => ({ pic_url })) };
}

/** GET /api/activity_cases/fast/search: titles matching a keyword. */
export async function suggestActivityCases(deps: Pick<AppDeps, 'pool'>, keyword: string | undefined): Promise<{ id: number; title: string }[]> {
  if (!keyword) return [];
  const result = await deps.pool.query<{ id: number; title: string }>(
    `select a.id, a.title from activity_cases a where a.title ilike $1 or a.brand ilike $1 order by ${ORDER} limit 10`,
    [likePattern(keyword)],
  );
  return result.rows;
}
