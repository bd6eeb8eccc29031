import { and, asc, between, count, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { SupplierComment } from '@vm/contracts/supplier-home';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import {
  bookedUnits,
  comments,
  communities,
  enquiries,
  enquiryQuotes,
  orderItems,
  physicalResources,
  sellingResources,
  sellingResourceUnavailableDates,
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { replyToComment } from '../reviews';

/**
 * This month's money (fen): what buyers paid for the supplier's sub-orders paid this month and not given
 * back (not rejected, not cancelled), and the sub-orders that finished this month.
 */
/** The month's paid and finished sums of the supplier's amount (domain `supplierAmountOf`: the rent, `amount`). */
export async function monthAmounts(db: Queryable, ownerId: number, from: Date, to: Date): Promise<{ paid: number; finished: number }> {
  const i = orderItems;
  const [row] = await typed(db)
    .select({
      paid: sql<number>`coalesce(sum(${i.amount}) filter (where ${i.paidAt} >= ${from} and ${i.paidAt} < ${to} and ${i.status} not in ('rejected', 'cancelled')), 0)::bigint`,
      finished: sql<number>`coalesce(sum(${i.amount}) filter (where ${i.status} = 'finished' and ${i.updatedAt} >= ${from} and ${i.updatedAt} < ${to}), 0)::bigint`,
    })
    .from(i)
    .where(eq(i.supplierId, ownerId));
  return row ?? { paid: 0, finished: 0 };
}

export async function homeCounts(db: Queryable, ownerId: number): Promise<{ venues: number; booths: number; enquiries: number }> {
  const q = typed(db);
  const [[venues], [booths], [open]] = await Promise.all([
    q
      .select({ n: count() })
      .from(physicalResources)
      .innerJoin(communities, eq(communities.id, physicalResources.communityId))
      .where(and(eq(communities.ownerId, ownerId), isNull(physicalResources.parentId))),
    q
      .select({ n: count() })
      .from(sellingResources)
      .where(and(eq(sellingResources.supplierId, ownerId), isNull(sellingResources.deletedAt))),
    q
      .select({ n: count() })
      .from(enquiries)
      .innerJoin(sellingResources, eq(sellingResources.id, enquiries.sellingResourceId))
      .where(
        and(
          eq(sellingResources.supplierId, ownerId),
          eq(sellingResources.isEnquiry, true),
          sql`not exists (select 1 from ${enquiryQuotes} where ${enquiryQuotes.enquiryId} = ${enquiries.id})`,
        ),
      ),
  ]);
  return { venues: venues?.n ?? 0, booths: booths?.n ?? 0, enquiries: open?.n ?? 0 };
}

export async function countItems(db: Queryable, ownerId: number): Promise<Record<string, number>> {
  const rows = await typed(db)
    .select({ status: orderItems.status, count: count() })
    .from(orderItems)
    .where(eq(orderItems.supplierId, ownerId))
    .groupBy(orderItems.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

export async function occupancyRows(db: Queryable, ownerId: number, boothId: number | undefined, from: string, to: string) {
  const q = typed(db);
  const s = sellingResources;
  const booths = await q
    .select({ id: s.id, field_name: physicalResources.name, size: s.size, custom_dimension: s.customDimension, count: s.count, is_online: s.isOnline })
    .from(s)
    .innerJoin(physicalResources, eq(physicalResources.id, s.physicalResourceId))
    .where(and(eq(s.supplierId, ownerId), isNull(s.deletedAt), boothId === undefined ? undefined : eq(s.id, boothId)))
    .orderBy(asc(s.topPhysicalId), asc(s.id))
    .limit(200);
  const ids = booths.map((booth) => booth.id);
  const held = await q
    .select({ selling_resource_id: bookedUnits.sellingResourceId, date: bookedUnits.date, held: bookedUnits.held })
    .from(bookedUnits)
    .where(and(inArray(bookedUnits.sellingResourceId, ids), between(bookedUnits.date, from, to), gt(bookedUnits.held, 0)));
  const closed = await q
    .select({ selling_resource_id: sellingResourceUnavailableDates.sellingResourceId, date: sellingResourceUnavailableDates.date })
    .from(sellingResourceUnavailableDates)
    .where(and(inArray(sellingResourceUnavailableDates.sellingResourceId, ids), between(sellingResourceUnavailableDates.date, from, to)));
  return { booths, held, closed };
}

/** The reviews of the owner's venues (`filter` narrows them), with the venue's name. */
function ownerComments(db: Queryable, ownerId: number, filter?: SQL) {
  return typed(db)
    .select({
      id: comments.id,
      top_physical_id: comments.topPhysicalId,
      field_name: physicalResources.name,
      author_name: comments.authorName,
      score: comments.score,
      content: comments.content,
      images: comments.images,
      reply: comments.reply,
      created_at: comments.createdAt,
    })
    .from(comments)
    .innerJoin(physicalResources, eq(physicalResources.id, comments.topPhysicalId))
    .innerJoin(communities, eq(communities.id, physicalResources.communityId))
    .where(and(eq(communities.ownerId, ownerId), filter));
}

const asView = <Row extends { created_at: Date }>(row: Row) => ({ ...row, created_at: toShanghaiIsoString(row.created_at) });

export async function listComments(db: Queryable, ownerId: number, replied: '0' | '1' | undefined, pageNumber: number, pageSize: number) {
  const filter = replied === undefined ? undefined : replied === '1' ? isNotNull(comments.reply) : isNull(comments.reply);
  const [counted] = await typed(db)
    .select({ count: count() })
    .from(comments)
    .innerJoin(physicalResources, eq(physicalResources.id, comments.topPhysicalId))
    .innerJoin(communities, eq(communities.id, physicalResources.communityId))
    .where(and(eq(communities.ownerId, ownerId), filter));
  const rows = await ownerComments(db, ownerId, filter)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows: rows.map(asView), total: counted?.count ?? 0 };
}

/** Compare-and-set: the reply is written only while there is none. */
export async function writeReply(
  db: Queryable,
  ownerId: number,
  id: number,
  reply: string,
  actorId: number,
  now: Date,
): Promise<'done' | 'replied' | 'missing'> {
  if (await replyToComment(db, { ownerId, commentId: id, reply, actorId, now })) return 'done';
  const [found] = await ownerComments(db, ownerId, eq(comments.id, id));
  return found ? 'replied' : 'missing';
}

export async function commentById(db: Queryable, ownerId: number, id: number): Promise<SupplierComment> {
  const [row] = await ownerComments(db, ownerId, eq(comments.id, id));
  return asView(row!);
}

/** Who wrote a review (null for the demo's generated ones) and the order it reviewed. */
export async function commentAuthor(db: Queryable, id: number): Promise<{ user_id: number | null; order_id: number | null } | undefined> {
  const [row] = await typed(db)
    .select({ user_id: comments.userId, order_id: orderItems.orderId })
    .from(comments)
    .leftJoin(orderItems, eq(orderItems.id, comments.orderItemId))
    .where(eq(comments.id, id));
  return row;
}
