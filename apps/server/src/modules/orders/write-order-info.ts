import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import type { OrderInfoValues } from './checkout-info';

/** The columns of `order_infos` besides `order_id`, as {@link orderInfoRow} names them. */
const COLUMNS = [
  'product',
  'approach_time',
  'exit_time',
  'has_build',
  'build_height',
  'industries',
  'complete_industries',
  'material_types',
  'purposes',
  'spread_ways',
  'design_files',
  'licence_images',
  'brand_authorizations',
  'images',
  'updated_at',
] as const;

/** An order's supplementary information as one JSON parameter of {@link orderInfoInsertSql}. */
export function orderInfoRow(info: OrderInfoValues, now: Date): string {
  const row: Record<(typeof COLUMNS)[number], unknown> = { ...info, updated_at: now.toISOString() };
  return JSON.stringify(Object.fromEntries(COLUMNS.map((column) => [column, row[column]])));
}

/**
 * SQL: inserts the information of order `orderId` (an SQL expression, over the relation `from` when
 * given: no row, nothing inserted) from `row`, the placeholder of an {@link orderInfoRow}. Checkout runs
 * it inside the order's own insert; the provide-info form adds `on conflict` to replace it. The columns
 * are listed once, here.
 */
export const orderInfoInsertSql = (orderId: string, row: string, from?: string) =>
  `insert into order_infos (order_id, ${COLUMNS.join(', ')})
   select ${orderId}, ${COLUMNS.map((column) => `r.${column}`).join(', ')} from ${from ? `${from}, ` : ''}jsonb_populate_record(null::order_infos, ${row}::jsonb) r`;

// Named SQL: the same column list and JSON row as the order's own insert (insert-order.ts), replaced on conflict.
const UPSERT = namedSql<[orderId: number, row: string]>(
  'upsert-order-info',
  `${orderInfoInsertSql('$1', '$2')}
   on conflict (order_id) do update set ${COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}`,
);

/** Writes an order's supplementary information, replacing what it had (the provide-info form). */
export async function writeOrderInfo(client: Queryable, orderId: number, info: OrderInfoValues, now: Date): Promise<void> {
  await UPSERT.run(client, [orderId, orderInfoRow(info, now)]);
}
