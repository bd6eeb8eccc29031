import type { GroupPurchase, OperatorGroupsQuery, OtherGroupsQuery } from '@vm/contracts/group-buys';
import { toShanghaiIsoString, type BusinessDate } from '@vm/domain/business-date';
import { GROUP_STATUS_NAMES, groupFlag, groupTotal, type GroupStatus } from '@vm/domain/group-buys';
import { leaseTermName } from '@vm/domain/lease-terms';
import { and, count, countDistinct, desc, eq, gt, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  communities,
  groupPurchases,
  orderItems,
  orders,
  physicalResourceImages,
  physicalResources,
  sellingResourcePrices,
  sellingResources,
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

/** Live orders (unpaid or paid, not cancelled or rejected) on the group: the places taken. */
const seatsTaken = sql<number>`(select count(*)::int from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.groupPurchaseId} = ${groupPurchases.id} and ${orders.status} not in ('cancelled', 'rejected'))`;

/** A group with the booth it sells, as every group view reads it. */
export function groupRows(db: Queryable) {
  return typed(db)
    .select({
      id: groupPurchases.id,
      selling_resource_id: groupPurchases.sellingResourceId,
      lease_term_type_id: groupPurchases.leaseTermTypeId,
      dates: sql<BusinessDate[]>`to_json(${groupPurchases.dates})`,
      price: groupPurchases.price,
      origin_price: groupPurchases.originPrice,
      min_members: groupPurchases.minMembers,
      max_members: groupPurchases.maxMembers,
      number_of_group_purchase_now: groupPurchases.numberOfGroupPurchaseNow,
      status: sql<GroupStatus>`${groupPurchases.status}`,
      deadline: groupPurchases.deadline,
      created_at: groupPurchases.createdAt,
      resolved_at: groupPurchases.resolvedAt,
      seats_taken: seatsTaken,
      top_physical_id: physicalResources.topId,
      field_name: physicalResources.name,
      community_name: communities.name,
      size: sellingResources.size,
      custom_dimension: sellingResources.customDimension,
      pic_url: sql<string | null>`(select ${physicalResourceImages.url} from ${physicalResourceImages}
        where ${physicalResourceImages.physicalResourceId} = ${sellingResources.physicalResourceId} and ${physicalResourceImages.kind} = 'photo'
        order by ${physicalResourceImages.position}, ${physicalResourceImages.id} limit 1)`,
      deposit: sql<number | null>`(select ${sellingResourcePrices.deposit} from ${sellingResourcePrices}
        where ${sellingResourcePrices.sellingResourceId} = ${sellingResources.id} and ${sellingResourcePrices.leaseTermTypeId} = ${groupPurchases.leaseTermTypeId})`,
    })
    .from(groupPurchases)
    .innerJoin(sellingResources, eq(sellingResources.id, groupPurchases.sellingResourceId))
    .innerJoin(physicalResources, eq(physicalResources.id, sellingResources.physicalResourceId))
    .innerJoin(communities, eq(communities.id, physicalResources.communityId));
}
export type GroupRow = Awaited<ReturnType<ReturnType<typeof groupRows>['execute']>>[number];

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
  const rows = await groupRows(db).where(inArray(groupPurchases.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toGroupView(row, now)]));
}

/** A page of groups matching `where` in `order`, and their count. */
async function groupPage(db: Queryable, where: SQL | undefined, order: (SQL | AnyPgColumn)[], pageNumber: number, pageSize: number) {
  const [counted] = await typed(db).select({ count: count() }).from(groupPurchases).where(where);
  const rows = await groupRows(db)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows, total: counted?.count ?? 0 };
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
  const where = and(
    eq(groupPurchases.status, 'open'),
    gt(groupPurchases.deadline, now),
    lt(groupPurchases.numberOfGroupPurchaseNow, groupPurchases.maxMembers),
    query.group_purchase_id ? ne(groupPurchases.id, query.group_purchase_id) : undefined,
  );
  const { rows, total } = await groupPage(db, where, [groupPurchases.deadline, groupPurchases.id], query.page, pageSize);
  return page(
    rows.map((row) => toGroupView(row, now)),
    total,
    query.page,
    pageSize,
  );
}

/** GET /api/operator/group_purchases?status=&page=: every group, newest first. */
export async function listOperatorGroups(db: Queryable, query: OperatorGroupsQuery, now: Date): Promise<Page<GroupPurchase>> {
  const where = query.status ? eq(groupPurchases.status, query.status) : undefined;
  const { rows, total } = await groupPage(db, where, [desc(groupPurchases.createdAt), desc(groupPurchases.id)], query.page, query.page_size);
  return page(
    rows.map((row) => toGroupView(row, now)),
    total,
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
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const joined = and(eq(orderItems.orderId, orders.id), isNotNull(orderItems.groupPurchaseId));
  const [counted] = await typed(db)
    .select({ count: countDistinct(orders.id) })
    .from(orders)
    .innerJoin(orderItems, joined)
    .where(where);
  const rows = await typed(db)
    .selectDistinctOn([orders.createdAt, orders.id], {
      order_id: orders.id,
      group_purchase_id: sql<number>`${orderItems.groupPurchaseId}`,
      created_at: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderItems, joined)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows: rows.map(({ order_id, group_purchase_id }) => ({ order_id, group_purchase_id })), total: counted?.count ?? 0 };
}
