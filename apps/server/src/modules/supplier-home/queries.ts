import type { SupplierComment } from '@vm/contracts/supplier-home';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';
import { replyToComment } from '../reviews';

/**
 * This month's money (fen): what buyers paid for the supplier's sub-orders paid this month and not given
 * back (not rejected, not cancelled), and the sub-orders that finished this month.
 */
export async function monthAmounts(db: Queryable, ownerId: number, from: Date, to: Date): Promise<{ paid: number; finished: number }> {
  const row = await db.query<{ paid: number; finished: number }>(
    `select coalesce(sum(payable) filter (where paid_at >= $2 and paid_at < $3 and status not in ('rejected', 'cancelled')), 0)::bigint as paid,
            coalesce(sum(payable) filter (where status = 'finished' and updated_at >= $2 and updated_at < $3), 0)::bigint as finished
       from order_items where supplier_id = $1`,
    [ownerId, from, to],
  );
  return row.rows[0] ?? { paid: 0, finished: 0 };
}

export async function homeCounts(db: Queryable, ownerId: number): Promise<{ venues: number; booths: number; enquiries: number }> {
  const row = await db.query<{ venues: number; booths: number; enquiries: number }>(
    `select (select count(*)::int from physical_resources p join communities c on c.id = p.community_id where c.owner_id = $1 and p.parent_id is null) as venues,
            (select count(*)::int from selling_resources where supplier_id = $1 and deleted_at is null) as booths,
            (select count(*)::int from enquiries e join selling_resources s on s.id = e.selling_resource_id
              where s.supplier_id = $1 and s.is_enquiry and not exists (select 1 from enquiry_quotes q where q.enquiry_id = e.id)) as enquiries`,
    [ownerId],
  );
  return row.rows[0]!;
}

export async function countItems(db: Queryable, ownerId: number): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; count: number }>('select status, count(*)::int as count from order_items where supplier_id = $1 group by status', [ownerId]);
  return Object.fromEntries(rows.rows.map((row) => [row.status, row.count]));
}

export async function occupancyRows(db: Queryable, ownerId: number, boothId: number | undefined, from: string, to: string) {
  const booths = await db.query<{ id: number; field_name: string; size: string; custom_dimension: string; count: number; is_online: boolean }>(
    `select s.id, p.name as field_name, s.size, s.custom_dimension, s.count, s.is_online from selling_resources s join physical_resources p on p.id = s.physical_resource_id
      where s.supplier_id = $1 and s.deleted_at is null and ($2::int is null or s.id = $2) order by s.top_physical_id, s.id limit 200`,
    [ownerId, boothId ?? null],
  );
  const ids = booths.rows.map((booth) => booth.id);
  const held = await db.query<{ selling_resource_id: number; date: string; held: number }>(
    'select selling_resource_id, date, held from booked_units where selling_resource_id = any($1::int[]) and date between $2 and $3 and held > 0',
    [ids, from, to],
  );
  const closed = await db.query<{ selling_resource_id: number; date: string }>(
    'select selling_resource_id, date from selling_resource_unavailable_dates where selling_resource_id = any($1::int[]) and date between $2 and $3',
    [ids, from, to],
  );
  return { booths: booths.rows, held: held.rows, closed: closed.rows };
}

interface CommentRow extends Omit<SupplierComment, 'created_at'> {
  created_at: Date;
}

const COMMENTS_FROM = `from comments c join physical_resources p on p.id = c.top_physical_id join communities co on co.id = p.community_id where co.owner_id = $1`;

export async function listComments(db: Queryable, ownerId: number, replied: '0' | '1' | undefined, pageNumber: number, pageSize: number) {
  const filter = replied === undefined ? '' : replied === '1' ? 'and c.reply is not null' : 'and c.reply is null';
  const total = await db.query<{ count: number }>(`select count(*)::int as count ${COMMENTS_FROM} ${filter}`, [ownerId]);
  const rows = await db.query<CommentRow>(
    `select c.id, c.top_physical_id, p.name as field_name, c.author_name, c.score, c.content, c.images, c.reply, c.created_at ${COMMENTS_FROM} ${filter}
      order by c.created_at desc, c.id desc limit $2 offset $3`,
    [ownerId, pageSize, (pageNumber - 1) * pageSize],
  );
  return { rows: rows.rows.map((row) => ({ ...row, created_at: toShanghaiIsoString(row.created_at) })), total: total.rows[0]?.count ?? 0 };
}

/** Compare-and-set: the reply is written only while there is none. */
export async function writeReply(db: Queryable, ownerId: number, id: number, reply: string, actorId: number, now: Date): Promise<'done' | 'replied' | 'missing'> {
  if (await replyToComment(db, { ownerId, commentId: id, reply, actorId, now })) return 'done';
  const found = await db.query(`select 1 ${COMMENTS_FROM} and c.id = $2`, [ownerId, id]);
  return found.rowCount ? 'replied' : 'missing';
}

export async function commentById(db: Queryable, ownerId: number, id: number): Promise<SupplierComment> {
  const row = (await db.query<CommentRow>(
    `select c.id, c.top_physical_id, p.name as field_name, c.author_name, c.score, c.content, c.images, c.reply, c.created_at ${COMMENTS_FROM} and c.id = $2`,
    [ownerId, id],
  )).rows[0]!;
  return { ...row, created_at: toShanghaiIsoString(row.created_at) };
}

/** Who wrote a review (null for the demo's generated ones) and the order it reviewed. */
export async function commentAuthor(db: Queryable, id: number): Promise<{ user_id: number | null; order_id: number | null } | undefined> {
  return (await db.query<{ user_id: number | null; order_id: number | null }>(
    'select c.user_id, i.order_id from comments c left join order_items i on i.id = c.order_item_id where c.id = $1',
    [id],
  )).rows[0];
}
