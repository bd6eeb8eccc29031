import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { ActivityCard, KeywordPageQuery } from '@vm/contracts/catalogue-content';
import { todayInShanghai } from '@vm/domain/business-date';
import { communities, physicalResourceImages, physicalResources, sellingResourcePrices, sellingResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import type { Page } from '../../platform/http/envelope';
import { likePattern } from './list-communities';

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
  const db = typed(deps.pool);
  const s = sellingResources;
  const p = physicalResources;
  const c = communities;
  const pattern = query.keywords ? likePattern(query.keywords) : null;
  const where = and(
    eq(s.resTypeId, 3),
    eq(s.isOnline, true),
    options.proprietaryOnly ? eq(c.isProprietary, true) : undefined,
    query.city_id === undefined ? undefined : eq(c.cityId, query.city_id),
    pattern === null ? undefined : or(ilike(p.name, pattern), ilike(c.name, pattern), ilike(s.activityTypeName, pattern)),
  );
  const i = physicalResourceImages;
  const sp = sellingResourcePrices;
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(s)
      .innerJoin(p, eq(p.id, s.topPhysicalId))
      .innerJoin(c, eq(c.id, p.communityId))
      .where(where),
    db
      .select({
        id: s.id,
        top_physical_id: s.topPhysicalId,
        name: p.name,
        community_id: c.id,
        community_name: c.name,
        city_id: c.cityId,
        pic_url: sql<string>`coalesce((select ${i.url} from ${i} where ${i.physicalResourceId} = ${p.id} and ${i.kind} = 'photo'
          order by ${i.position}, ${i.id} limit 1), ${c.coverUrl})`,
        activity_type_name: s.activityTypeName,
        activity_start_date: s.activityStartDate,
        deadline: s.deadline,
        is_enquiry: s.isEnquiry,
        is_proprietary: c.isProprietary,
        price: sql<number>`coalesce((select min(${sp.price}) from ${sp} where ${sp.sellingResourceId} = ${s.id}), 0)`,
      })
      .from(s)
      .innerJoin(p, eq(p.id, s.topPhysicalId))
      .innerJoin(c, eq(c.id, p.communityId))
      .where(where)
      .orderBy(sql`(${s.deadline} is not null and ${s.deadline} < ${today}::date)`, sql`${s.activityStartDate} nulls last`, s.id)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return {
    data: rows.map(({ activity_type_name, ...row }) => ({
      ...row,
      price: row.is_enquiry ? 0 : row.price,
      activity_type: { display_name: activity_type_name ?? '活动' },
      expired: row.deadline !== null && row.deadline < today,
    })),
    total: count?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
