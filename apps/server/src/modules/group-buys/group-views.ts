import type { GroupPurchase, OperatorGroupsQuery, OtherGroupsQuery } from '@vm/contracts/group-buys';
import { toShanghaiIsoString, type BusinessDate } from '@vm/domain/business-date';
import { GROUP_STATUS_NAMES, groupFlag, groupTotal, type GroupStatus } from '@vm/domain/group-buys';
import { leaseTermName } from '@vm/domain/lease-terms';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

/** A group with the booth it sells, as every group view reads it. */
export interface GroupRow {
  id: number;
  selling_resource_id: number;
  lease_term_type_id: number;
  dates: BusinessDate[];
  price: number;
  origin_price: number;
  min_members: number;
  max_members: number;
  number_of_group_purchase_now: number;
  status: GroupStatus;
  deadline: Date;
  created_at: Date;
  resolved_at: Date | null;
  /** Live orders (unpaid or paid, not cancelled) on the group: the places taken. */
  seats_taken: number;
  top_physical_id: number;
  field_name: string;
  community_name: string;
  size: string;
  custom_dimension: string;
  pic_url: string | null;
  deposit: number | null;
}

/** `g` is group_purchases; the places taken count every order on the group not cancelled or rejected. */
export const GROUP_SELECT = `select g.id, g.selling_resource_id, g.lease_term_type_id, to_json(g.dates) as dates, g.price, g.origin_price,
    g.min_members, g.max_members, g.number_of_group_purchase_now, g.status, g.deadline, g.created_at, g.resolved_at,
    (select count(*)::int from order_items i join orders o on o.id = i.order_id
      where i.group_purchase_id = g.id and o.status not in ('cancelled', 'rejected')) as seats_taken,
    p.top_id as top_physical_id, p.name as field_name, c.name as community_name, s.size, s.custom_dimension,
    (select im.url from physical_resource_images im where im.physical_resource_id = s.physical_resource_id and im.kind = 'photo'
      order by im.position, im.id limit 1) as pic_url,
    (select sp.deposit from selling_resource_prices sp where sp.selling_resource_id = s.id and sp.lease_term_type_id = g.lease_term_type_id) as deposit
  from group_purchases g
  join selling_resources s on s.id = g.selling_resource_id
  join physical_resources p on p.id = s.physical_resource_id
  join communities c on c.id = p.community_id`;

export function toGroupView(row: GroupRow, now: Date): GroupPurchase {
  return {
    id: row.id,
    number_of_group_purchase_now: row.number_of_group_purchase_now,
    origin_price: row.origin_price,
    price: row.price,
    min_members: row.min_members,
    max_members: row.max_members,
    deadline: toShanghaiIsoString(row.deadline),
    flag: groupFlag(row, now),
    status: row.status,
    status_name: GROUP_STATUS_NAMES[row.status],
    seats_left: groupFlag(row, now) === 1 ? Math.max(0, row.max_members - row.seats_taken) : 0,
    selling_resource_id: row.selling_resource_id,
    top_physical_id: row.top_physical_id,
    lease_term_type_id: row.lease_term_type_id,
    lease_term_type: leaseTermName(row.lease_term_type_id),
    dates: row.dates,
    field_name: row.field_name,
    community_name: row.community_name,
    size: row.size,
    custom_dimension: row.custom_dimension,
    pic_url: row.pic_url ?? '',
    total_price: groupTotal(row.price, row.dates),
    total_origin_price: groupTotal(row.origin_price, row.dates),
    deposit: row.deposit ?? 0,
    created_at: toShanghaiIsoString(row.created_at),
    resolved_at: row.resolved_at ? toShanghaiIsoString(row.resolved_at) : null,
  };
}

/** The groups with these ids, by id. */
export async function loadGroupViews(db: Queryable, ids: readonly number[], now: Date): Promise<Map<number, GroupPurchase>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<GroupRow>(`${GROUP_SELECT} where g.id = any($1::bigint[])`, [[...new Set(ids)]]);
  return new Map(rows.rows.map((row) => [row.id, toGroupView(row, now)]));
}

/** GET /api/groups/{id}: anyone may read a group (404 for an unknown id). */
export async function getGroup(db: Queryable, id: number, now: Date): Promise<GroupPurchase> {
  const found = (await loadGroupViews(db, [id], now)).get(id);
  if (!found) throw notFound('拼团');
  return found;
}

/**
 * GET /api/group_purchases?group_purchase_id=&page=&pageSize=4: groups still taking members, soonest
 * deadline first, without the one the buyer just joined (the success page's "other group-buys").
 */
export async function listOtherGroups(db: Queryable, query: OtherGroupsQuery, now: Date): Promise<Page<GroupPurchase>> {
  const pageSize = query.pageSize ?? query.page_size;
  const where = `where g.status = 'open' and g.deadline > $1 and g.number_of_group_purchase_now < g.max_members and ($2::bigint is null or g.id <> $2)`;
  const params = [now, query.group_purchase_id ?? null];
  const total = await db.query<{ count: number }>(`select count(*)::int as count from group_purchases g ${where}`, params);
  const rows = await db.query<GroupRow>(`${GROUP_SELECT} ${where} order by g.deadline, g.id limit $3 offset $4`, [...params, pageSize, (query.page - 1) * pageSize]);
  return page(
    rows.rows.map((row) => toGroupView(row, now)),
    total.rows[0]?.count ?? 0,
    query.page,
    pageSize,
  );
}

/** GET /api/operator/group_purchases?status=&page=: every group, newest first. */
export async function listOperatorGroups(db: Queryable, query: OperatorGroupsQuery, now: Date): Promise<Page<GroupPurchase>> {
  const where = 'where ($1::text is null or g.status = $1)';
  const params = [query.status ?? null];
  const total = await db.query<{ count: number }>(`select count(*)::int as count from group_purchases g ${where}`, params);
  const rows = await db.query<GroupRow>(`${GROUP_SELECT} ${where} order by g.created_at desc, g.id desc limit $2 offset $3`, [
    ...params,
    query.page_size,
    (query.page - 1) * query.page_size,
  ]);
  return page(
    rows.rows.map((row) => toGroupView(row, now)),
    total.rows[0]?.count ?? 0,
    query.page,
    query.page_size,
  );
}

/**
 * The caller's orders that joined a group (newest first, optionally by order status) and the group
 * of each: `/admin/groups/index?status=`. The order views themselves come from the orders module.
 */
export async function myGroupOrderIds(
  db: Queryable,
  userId: number,
  query: { status?: string; page: number; page_size: number },
): Promise<{ rows: { order_id: number; group_purchase_id: number }[]; total: number }> {
  const where = `from orders o join order_items i on i.order_id = o.id and i.group_purchase_id is not null
    where o.user_id = $1 and ($2::text is null or o.status = $2)`;
  const params = [userId, query.status ?? null];
  const total = await db.query<{ count: number }>(`select count(distinct o.id)::int as count ${where}`, params);
  const rows = await db.query<{ order_id: number; group_purchase_id: number; created_at: Date }>(
    `select distinct on (o.created_at, o.id) o.id as order_id, i.group_purchase_id, o.created_at ${where}
      order by o.created_at desc, o.id desc limit $3 offset $4`,
    [...params, query.page_size, (query.page - 1) * query.page_size],
  );
  return { rows: rows.rows.map(({ order_id, group_purchase_id }) => ({ order_id, group_purchase_id })), total: total.rows[0]?.count ?? 0 };
}
