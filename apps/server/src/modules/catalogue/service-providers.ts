import { maskMobile } from '@vm/domain/mobile-mask';
import type { ServiceProviderDetail, ServiceProviderQuery } from '@vm/contracts/catalogue-content';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import type { Page } from '../../platform/http/envelope';
import { likePattern } from './list-communities';
import { SqlParams } from './sql-params';

type ProviderCard = Omit<ServiceProviderDetail, 'description' | 'contact_name' | 'contact_mobile' | 'images'>;

const CARD = `s.id, s.name, s.logo_url, s.city_id, ci.name as city_name, s.summary, s.case_count,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort, t.id)
    from service_provider_types pt join service_types t on t.id = pt.type_id where pt.provider_id = s.id), '[]') as service_types`;

/** GET /api/service_providers: /service/index with keyword, types (any of) and cities. */
export async function listServiceProviders(deps: Pick<AppDeps, 'pool'>, query: ServiceProviderQuery): Promise<Page<ProviderCard>> {
  const params = new SqlParams();
  const where: string[] = [];
  if (query.keyword) {
    const pattern = params.add(likePattern(query.keyword));
    where.push(`(s.name ilike ${pattern} or s.summary ilike ${pattern})`);
  }
  if (query.service_type_ids.length > 0) {
    where.push(`exists (select 1 from service_provider_types pt where pt.provider_id = s.id and pt.type_id = any(${params.add(query.service_type_ids)}::int[]))`);
  }
  if (query.city_ids.length > 0) {
    const ids = params.add(query.city_ids);
    // A facilitator's own profile serves several cities (city_ids); the seeded ones serve city_id.
    where.push(`(s.city_id = any(${ids}::int[]) or s.city_ids && ${ids}::int[])`);
  }
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const countValues = [...params.values];
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const [count, rows] = await Promise.all([
    deps.pool.query<{ total: number }>(`select count(*)::int as total from service_providers s ${whereSql}`, countValues),
    deps.pool.query<ProviderCard>(
      `select ${CARD} from service_providers s join cities ci on ci.id = s.city_id ${whereSql} order by s.sort desc, s.id limit ${limit} offset ${offset}`,
      params.values,
    ),
  ]);
  return { data: rows.rows, total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
}


/** GET /api/service_providers/{id}. */
export async function getServiceProvider(deps: Pick<AppDeps, 'pool'>, id: number): Promise<ServiceProviderDetail> {
  const result = await deps.pool.query<Omit<ServiceProviderDetail, 'images'> & { images: string[] }>(
    `select ${CARD}, s.description, s.contact_name, s.contact_mobile, s.images from service_providers s join cities ci on ci.id = s.city_id where s.id = $1`,
    [id],
  );
  const row = result.rows[0];
  if (!row) throw notFound('服务商');
  return { ...row, contact_mobile: maskMobile(row.contact_mobile), images: row.images.map((pic_url) => ({ pic_url })) };
}
