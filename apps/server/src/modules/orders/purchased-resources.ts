import type { PurchasedResource } from '@vm/contracts/purchased-resources';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { communities, orderItems, orders, physicalResources } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';

/** Sub-order statuses of a booking that went through: the supplier approved it (and it ran, or runs). */
const PURCHASED = ['approved', 'executing', 'finished'];

/**
 * GET /api/purchased_resources (已购资源): the caller's booked venues, latest booking first, each with the
 * last date booked and the booth of the latest booking (to book again in one click). At most 100.
 */
export async function purchasedResources(deps: Pick<AppDeps, 'db'>, userId: number): Promise<PurchasedResource[]> {
  const latest = <T>(column: unknown) => sql<T>`(array_agg(${column} order by ${orderItems.lastDate} desc, ${orderItems.id} desc))[1]`;
  const rows = await deps.db
    .select({
      top_physical_id: orderItems.topPhysicalId,
      name: physicalResources.name,
      community_name: communities.name,
      last_date: max(orderItems.lastDate),
      times: count(),
      selling_resource_id: latest<number>(orderItems.sellingResourceId),
      size: latest<string>(orderItems.size),
      pic_url: latest<string>(orderItems.picUrl),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(physicalResources, eq(physicalResources.id, orderItems.topPhysicalId))
    .innerJoin(communities, eq(communities.id, physicalResources.communityId))
    .where(and(eq(orders.userId, userId), inArray(orderItems.status, PURCHASED)))
    .groupBy(orderItems.topPhysicalId, physicalResources.name, communities.name)
    .orderBy(desc(max(orderItems.lastDate)), desc(orderItems.topPhysicalId))
    .limit(100);
  return rows.map((row) => ({ ...row, last_date: row.last_date ?? '', selling_resource_id: Number(row.selling_resource_id) }));
}
