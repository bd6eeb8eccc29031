import type { Contact } from '@vm/contracts/contacts';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';

const SELECT = `select ct.id, ct.name, ct.mobile, ct.is_default, ct.province_id, ct.city_id, ct.district_id, ct.address,
    p.name as province, c.name as city, d.name as district
  from contacts ct left join provinces p on p.id = ct.province_id left join cities c on c.id = ct.city_id
  left join districts d on d.id = ct.district_id`;

export async function loadContact(db: Queryable, userId: number, id: number): Promise<Contact | undefined> {
  const rows = await db.query<Contact>(`${SELECT} where ct.id = $1 and ct.user_id = $2`, [id, userId]);
  return rows.rows[0];
}

/** GET /api/contacts: the caller's contacts, the default first, then newest first. */
export async function listContacts(deps: AppDeps, userId: number, pageNumber: number, pageSize: number): Promise<Page<Contact>> {
  const total = await deps.pool.query<{ count: number }>('select count(*)::int as count from contacts where user_id = $1', [userId]);
  const rows = await deps.pool.query<Contact>(`${SELECT} where ct.user_id = $1 order by ct.is_default desc, ct.id desc limit $2 offset $3`, [
    userId,
    pageSize,
    (pageNumber - 1) * pageSize,
  ]);
  return page(rows.rows, total.rows[0]?.count ?? 0, pageNumber, pageSize);
}
