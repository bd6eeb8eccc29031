import type { ActivityCard, KeywordPageQuery } from '@vm/contracts/catalogue-content';
import { todayInShanghai } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import type { Page } from '../../platform/http/envelope';
import { likePattern } from './list-communities';
import { SqlParams } from './sql-params';

interface ActivityRow extends Omit<ActivityCard, 'expired' | 'activity_type'> {
  activity_type_name: string | null;
}

/**
 * GET /api/selling_resource/activities (and the proprietary activities list): activity booths
 * (res_type_id 3), running ones first by start date, expired ones last.
 */
export async function listActivities(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  query: KeywordPageQuery,
  options: { proprietaryOnly?: boolean } = {},
): Promise<Page<ActivityCard>> {
  const today = todayInShanghai(deps.clock.now());
  const params = new SqlParams();
  const where = ['s.res_type_id = 3', 's.is_online'];
  if (options.proprietaryOnly) where.push('c.is_proprietary');
  if (query.city_id !== undefined) where.push(`c.city_id = ${params.add(query.city_id)}`);
  if (query.keywords) {
    const pattern = params.add(likePattern(query.keywords));
    where.push(`(p.name ilike ${pattern} or c.name ilike ${pattern} or s.activity_type_name ilike ${pattern})`);
  }
  const from = `from selling_resources s join physical_resources p on p.id = s.top_physical_id join communities c on c.id = p.community_id
    where ${where.join(' and ')}`;
  const countValues = [...params.values];
  const todayParam = params.add(today);
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const [count, rows] = await Promise.all([
    deps.pool.query<{ total: number }>(`select count(*)::int as total ${from}`, countValues),
    deps.pool.query<ActivityRow>(
      `select s.id, s.top_physical_id, p.name, c.id as community_id, c.name as community_name, c.city_id,
         coalesce((select i.url from physical_resource_images i where i.physical_resource_id = p.id and i.kind = 'photo'
           order by i.position, i.id limit 1), c.cover_url) as pic_url,
         s.activity_type_name, s.activity_start_date, s.deadline, s.is_enquiry, c.is_proprietary,
         coalesce((select min(sp.price) from selling_resource_prices sp where sp.selling_resource_id = s.id), 0) as price
       ${from}
       order by (s.deadline is not null and s.deadline < ${todayParam}::date), s.activity_start_date nulls last, s.id
       limit ${limit} offset ${offset}`,
      params.values,
    ),
  ]);
  return {
    data: rows.rows.map(({ activity_type_name, ...row }) => ({
      ...row,
      price: row.is_enquiry ? 0 : row.price,
      activity_type: { display_name: activity_type_name ?? '活动' },
      expired: row.deadline !== null && row.deadline < today,
    })),
    total: count.rows[0]?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
