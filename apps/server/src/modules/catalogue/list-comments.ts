import { desc, eq, sql } from 'drizzle-orm';
import type { CommentPage, SalePage } from '@vm/contracts/catalogue-venue';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import { comments, physicalResources, salesRecords, sellingResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
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
  const [row] = await typed(deps.pool).select({ topId: physicalResources.topId }).from(physicalResources).where(eq(physicalResources.id, physicalId));
  if (!row) throw notFound('场地');
  return row.topId;
}

/** GET /api/physical_resources/{id}/comments: newest first, with the venue's average score. */
export async function listComments(deps: Pick<AppDeps, 'pool'>, physicalId: number, page: number, pageSize: number): Promise<CommentPage> {
  const topId = await topIdOf(deps, physicalId);
  const db = typed(deps.pool);
  const cm = comments;
  const [[summary], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int`, average: sql<number | null>`round(avg(${cm.score}), 1)::float8` })
      .from(cm)
      .where(eq(cm.topPhysicalId, topId)),
    db
      .select({
        id: cm.id,
        author_name: cm.authorName,
        score: cm.score,
        content: cm.content,
        images: cm.images,
        reply: cm.reply,
        created_at: cm.createdAt,
        size: sellingResources.size,
        lease_term_type_id: sellingResources.leaseTermTypeId,
      })
      .from(cm)
      .leftJoin(sellingResources, eq(sellingResources.id, cm.sellingResourceId))
      .where(eq(cm.topPhysicalId, topId))
      .orderBy(desc(cm.createdAt), desc(cm.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    data: rows.map((row) => ({
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
    total: summary?.total ?? 0,
    page,
    page_size: pageSize,
    average_score: summary?.average ?? 0,
  };
}

/** GET /api/lists/{id}/sales: the venue's bookings, newest first, buyers masked. */
export async function listSales(deps: Pick<AppDeps, 'pool'>, physicalId: number, page: number, pageSize: number): Promise<SalePage> {
  const topId = await topIdOf(deps, physicalId);
  const db = typed(deps.pool);
  const sr = salesRecords;
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sr)
      .where(eq(sr.topPhysicalId, topId)),
    db
      .select({
        id: sr.id,
        buyerName: sr.buyerName,
        size: sr.size,
        leaseTermTypeId: sr.leaseTermTypeId,
        count: sr.count,
        startDate: sr.startDate,
        createdAt: sr.createdAt,
      })
      .from(sr)
      .where(eq(sr.topPhysicalId, topId))
      .orderBy(desc(sr.createdAt), desc(sr.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      buyer: maskName(row.buyerName),
      size: row.size,
      lease_term_type: leaseTermName(row.leaseTermTypeId),
      count: row.count,
      start_date: row.startDate,
      created_at: toShanghaiIsoString(row.createdAt),
    })),
    total: count?.total ?? 0,
    page,
    page_size: pageSize,
  };
}
