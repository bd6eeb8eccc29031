import { and, arrayOverlaps, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { maskMobile } from '@vm/domain/mobile-mask';
import type { ServiceProviderDetail, ServiceProviderQuery } from '@vm/contracts/catalogue-content';
import { cities, serviceProviders, serviceProviderTypes, serviceTypes } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import type { Page } from '../../platform/http/envelope';
import { likePattern } from './list-communities';

type ProviderCard = Omit<ServiceProviderDetail, 'description' | 'contact_name' | 'contact_mobile' | 'images'>;

const s = serviceProviders;

const CARD = {
  id: s.id,
  name: s.name,
  logo_url: s.logoUrl,
  city_id: s.cityId,
  city_name: cities.name,
  summary: s.summary,
  case_count: s.caseCount,
  service_types: sql<
    ProviderCard['service_types']
  >`coalesce((select json_agg(json_build_object('id', ${serviceTypes.id}, 'name', ${serviceTypes.name}) order by ${serviceTypes.sort}, ${serviceTypes.id})
    from ${serviceProviderTypes} join ${serviceTypes} on ${serviceTypes.id} = ${serviceProviderTypes.typeId} where ${serviceProviderTypes.providerId} = ${s.id}), '[]')`,
};

/** GET /api/service_providers: /service/index with keyword, types (any of) and cities. */
export async function listServiceProviders(deps: Pick<AppDeps, 'pool'>, query: ServiceProviderQuery): Promise<Page<ProviderCard>> {
  const db = typed(deps.pool);
  const filters: SQL[] = [];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(s.name, pattern), ilike(s.summary, pattern))!);
  }
  if (query.service_type_ids.length > 0) {
    const pt = serviceProviderTypes;
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(pt)
          .where(and(eq(pt.providerId, s.id), inArray(pt.typeId, query.service_type_ids))),
      ),
    );
  }
  if (query.city_ids.length > 0) {
    // A facilitator's own profile serves several cities (city_ids); the seeded ones serve city_id.
    filters.push(or(inArray(s.cityId, query.city_ids), arrayOverlaps(s.cityIds, query.city_ids))!);
  }
  const where = and(...filters);
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(s)
      .where(where),
    db
      .select(CARD)
      .from(s)
      .innerJoin(cities, eq(cities.id, s.cityId))
      .where(where)
      .orderBy(desc(s.sort), s.id)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { data: rows, total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** GET /api/service_providers/{id}. */
export async function getServiceProvider(deps: Pick<AppDeps, 'pool'>, id: number): Promise<ServiceProviderDetail> {
  const [row] = await typed(deps.pool)
    .select({ ...CARD, description: s.description, contact_name: s.contactName, contact_mobile: s.contactMobile, images: s.images })
    .from(s)
    .innerJoin(cities, eq(cities.id, s.cityId))
    .where(eq(s.id, id));
  if (!row) throw notFound('服务商');
  return { ...row, contact_mobile: maskMobile(row.contact_mobile), images: row.images.map((pic_url) => ({ pic_url })) };
}
