import type { Address } from '@vm/contracts/addresses';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';

const SELECT = `select a.id, a.name, a.mobile, a.is_default, a.province_id, a.city_id, a.district_id, a.address,
    p.name as province, c.name as city, d.name as district
  from addresses a join provinces p on p.id = a.province_id join cities c on c.id = a.city_id join districts d on d.id = a.district_id`;

export async function loadAddress(db: Queryable, userId: number, id: number): Promise<Address | undefined> {
  return (await db.query<Address>(`${SELECT} where a.id = $1 and a.user_id = $2`, [id, userId])).rows[0];
}

/** GET /api/addresses: the caller's addresses, the default first, then newest first. */
export async function listAddresses(deps: Pick<AppDeps, 'pool'>, userId: number, pageNumber: number, pageSize: number): Promise<Page<Address>> {
  const total = await deps.pool.query<{ count: number }>('select count(*)::int as count from addresses where user_id = $1', [userId]);
  const rows = await deps.pool.query<Address>(`${SELECT} where a.user_id = $1 order by a.is_default desc, a.id desc limit $2 offset $3`, [
    userId,
    pageSize,
    (pageNumber - 1) * pageSize,
  ]);
  return page(rows.rows, total.rows[0]?.count ?? 0, pageNumber, pageSize);
}
