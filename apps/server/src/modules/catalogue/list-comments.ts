import type { CommentPage, SalePage } from '@vm/contracts/catalogue-venue';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';

/** 张先生 → 张**, a company → its first 2 and last 2 characters: buyers are never shown in full. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${name}*`;
  if (chars.length <= 4) return `${chars[0]}**`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

async function topIdOf(deps: Pick<AppDeps, 'pool'>, physicalId: number): Promise<number> {
  const row = (await deps.pool.query<{ top_id: number }>('select top_id from physical_resources where id = $1', [physicalId])).rows[0];
  if (!row) throw notFound('场地');
  return row.top_id;
}

/** GET /api/physical_resources/{id}/comments: newest first, with the venue's average score. */
export async function listComments(deps: Pick<AppDeps, 'pool'>, physicalId: number, page: number, pageSize: number): Promise<CommentPage> {
  const topId = await topIdOf(deps, physicalId);
  const [summary, rows] = await Promise.all([
    deps.pool.query<{ total: number; average: number | null }>(
      'select count(*)::int as total, round(avg(score), 1)::float8 as average from comments where top_physical_id = $1',
      [topId],
    ),
    deps.pool.query<{ id: number; author_name: string; score: number; content: string; images: string[]; reply: string | null; created_at: Date; size: string | null; lease_term_type_id: number | null }>(
      `select cm.id, cm.author_name, cm.score, cm.content, cm.images, cm.reply, cm.created_at, s.size, s.lease_term_type_id
       from comments cm left join selling_resources s on s.id = cm.selling_resource_id
       where cm.top_physical_id = $1 order by cm.created_at desc, cm.id desc limit $2 offset $3`,
      [topId, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return {
    data: rows.rows.map((row) => ({
      id: row.id,
      user: { name: maskName(row.author_name), avatar: '' },
      score: row.score,
      content: row.content,
      images: row.images.map((pic_url) => ({ pic_url })),
      size: row.size ?? '',
      lease_term_type: row.lease_term_type_id ? leaseTermName(row.lease_term_type_id) : '',
      reply: row.reply,
      created_at: toShanghaiIsoString(row.created_at),
    })),
    total: summary.rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
    average_score: summary.rows[0]?.average ?? 0,
  };
}

/** GET /api/lists/{id}/sales: the venue's bookings, newest first, buyers masked. */
export async function listSales(deps: Pick<AppDeps, 'pool'>, physicalId: number, page: number, pageSize: number): Promise<SalePage> {
  const topId = await topIdOf(deps, physicalId);
  const [count, rows] = await Promise.all([
    deps.pool.query<{ total: number }>('select count(*)::int as total from sales_records where top_physical_id = $1', [topId]),
    deps.pool.query<{ id: number; buyer_name: string; size: string; lease_term_type_id: number; count: number; start_date: string; created_at: Date }>(
      `select id, buyer_name, size, lease_term_type_id, count, start_date, created_at from sales_records
       where top_physical_id = $1 order by created_at desc, id desc limit $2 offset $3`,
      [topId, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return {
    data: rows.rows.map((row) => ({
      id: row.id,
      buyer: maskName(row.buyer_name),
      size: row.size,
      lease_term_type: leaseTermName(row.lease_term_type_id),
      count: row.count,
      start_date: row.start_date,
      created_at: toShanghaiIsoString(row.created_at),
    })),
    total: count.rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}
