import type { SupplierItemsQuery, SupplierOrderItem } from '@vm/contracts/order-items';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';
import { REVIEWABLE_ITEM, SUPPLIER_ITEM_COLUMNS, toSupplierItem, type SupplierItemRow } from './reviewable';

/**
 * GET /api/order_items?status=&keyword=&selling_resource_id=&date_from=&date_to=: the caller's sub-orders
 * as their supplier, newest first. Unpaid ones are not shown unless asked for by status. `keyword`
 * matches the order number, venue name, contact or mobile; the dates keep items booked within them.
 */
export async function listSupplierItems(deps: AppDeps, supplierId: number, query: SupplierItemsQuery): Promise<Page<SupplierOrderItem>> {
  const params: unknown[] = [supplierId];
  const conditions: string[] = [];
  if (query.status) {
    params.push(query.status);
    conditions.push(`i.status = $${params.length}`);
  } else {
    conditions.push(`i.status <> 'submitted'`);
  }
  if (query.keyword) {
    params.push(`%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const k = `$${params.length}`;
    conditions.push(`(i.order_num ilike ${k} or i.field_name ilike ${k} or exists (select 1 from orders ko where ko.id = i.order_id and (ko.contact ilike ${k} or ko.mobile ilike ${k})))`);
  }
  if (query.selling_resource_id) {
    params.push(query.selling_resource_id);
    conditions.push(`i.selling_resource_id = $${params.length}`);
  }
  if (query.date_from) {
    params.push(query.date_from);
    conditions.push(`i.last_date >= $${params.length}::date`);
  }
  if (query.date_to) {
    params.push(query.date_to);
    conditions.push(`i.first_date <= $${params.length}::date`);
  }
  // A group order's sub-order reaches its supplier when the group has succeeded.
  conditions.push(`(i.status <> 'paid' or ${REVIEWABLE_ITEM})`);
  const filter = conditions.map((condition) => `and ${condition}`).join(' ');
  const total = await deps.pool.query<{ count: number }>(`select count(*)::int as count from order_items i where i.supplier_id = $1 ${filter}`, params);
  const rows = await deps.pool.query<SupplierItemRow>(
    `select ${SUPPLIER_ITEM_COLUMNS}
       from order_items i join orders o on o.id = i.order_id
      where i.supplier_id = $1 ${filter}
      order by i.created_at desc, i.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.page_size, (query.page - 1) * query.page_size],
  );
  const data = rows.rows.map((row) => toSupplierItem(row, deps.clock.now()));
  return page(data, total.rows[0]?.count ?? 0, query.page, query.page_size);
}
