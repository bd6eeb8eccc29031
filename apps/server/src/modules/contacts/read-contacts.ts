import type { Contact } from '@vm/contracts/contacts';
import type { AppDeps } from '../../platform/deps';
import { and, count, desc, eq } from 'drizzle-orm';
import { cities, districts, contacts, provinces } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';

function contactsRows(db: Queryable) {
  const t = contacts;
  return typed(db)
    .select({
      id: t.id,
      name: t.name,
      mobile: t.mobile,
      is_default: t.isDefault,
      province_id: t.provinceId,
      city_id: t.cityId,
      district_id: t.districtId,
      address: t.address,
      province: provinces.name,
      city: cities.name,
      district: districts.name,
    })
    .from(t)
    .leftJoin(provinces, eq(provinces.id, t.provinceId))
    .leftJoin(cities, eq(cities.id, t.cityId))
    .leftJoin(districts, eq(districts.id, t.districtId));
}

export async function loadContact(db: Queryable, userId: number, id: number): Promise<Contact | undefined> {
  const [row] = await contactsRows(db).where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
  return row;
}

/** GET /api/contacts: the caller's contacts, the default first, then newest first. */
export async function listContacts(deps: AppDeps, userId: number, pageNumber: number, pageSize: number): Promise<Page<Contact>> {
  const [counted] = await typed(deps.pool).select({ count: count() }).from(contacts).where(eq(contacts.userId, userId));
  const rows = await contactsRows(deps.pool)
    .where(eq(contacts.userId, userId))
    .orderBy(desc(contacts.isDefault), desc(contacts.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return page(rows, counted?.count ?? 0, pageNumber, pageSize);
}
