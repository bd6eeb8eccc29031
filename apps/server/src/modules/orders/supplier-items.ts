import type { SupplierItemsQuery, SupplierOrderItem } from '@vm/contracts/order-items';
import { and, count, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';
import { i, o } from './order-views';
import { REVIEWABLE_ITEM, SUPPLIER_ITEM_COLUMNS, toSupplierItem, type SupplierItemRow } from './reviewable';

/**
 * GET /api/order_items?status=&keyword=&selling_resource_id=&date_from=&date_to=: the caller's sub-orders
 * as their supplier, newest first. Unpaid ones are not shown unless asked for by status. `keyword`
 * matches the order number, venue name, contact or mobile; the dates keep items booked within them.
 */
export async function listSupplierItems(deps: AppDeps, supplierId: number, query: SupplierItemsQuery): Promise<Page<SupplierOrderItem>> {
  const conditions: (SQL | undefined)[] = [eq(i.supplierId, supplierId)];
  conditions.push(query.status ? eq(i.status, query.status) : ne(i.status, 'submitted'));
  if (query.keyword) {
    const k = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(i.orderNum, k),
        ilike(i.fieldName, k),
        sql`exists (select 1 from orders ko where ko.id = ${i.orderId} and (ko.contact ilike ${k} or ko.mobile ilike ${k}))`,
      ),
    );
  }
  if (query.selling_resource_id) conditions.push(eq(i.sellingResourceId, query.selling_resource_id));
  if (query.date_from) conditions.push(gte(i.lastDate, query.date_from));
  if (query.date_to) conditions.push(lte(i.firstDate, query.date_to));
  // A group order's sub-order reaches its supplier when the group has succeeded.
  conditions.push(or(ne(i.status, 'paid'), REVIEWABLE_ITEM));
  const where = and(...conditions);
  const db = typed(deps.pool);
  const [total] = await db.select({ count: count() }).from(i).where(where);
  const rows: SupplierItemRow[] = await db
    .select(SUPPLIER_ITEM_COLUMNS)
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .where(where)
    .orderBy(desc(i.createdAt), desc(i.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const data = rows.map((row) => toSupplierItem(row, deps.clock.now()));
  return page(data, total?.count ?? 0, query.page, query.page_size);
}
