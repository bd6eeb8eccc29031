import type { Address } from '@vm/contracts/addresses';
import type { AppDeps } from '../../platform/deps';
import { and, count, desc, eq } from 'drizzle-orm';
import { cities, districts, addresses, provinces } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';

function addressesRows(db: Queryable) {
  const t = addresses;
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
    .innerJoin(provinces, eq(provinces.id, t.provinceId))
    .innerJoin(cities, eq(cities.id, t.cityId))
    .innerJoin(districts, eq(districts.id, t.districtId));
}

export async function loadAddress(db: Queryable, userId: number, id: number): Promise<Address | undefined> {
  const [row] = await addressesRows(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** GET /api/addresses: the caller's addresses, the default first, then newest first. */
export async function listAddresses(deps: Pick<AppDeps, 'pool'>, userId: number, pageNumber: number, pageSize: number): Promise<Page<Address>> {
  const [counted] = await typed(deps.pool).select({ count: count() }).from(addresses).where(eq(addresses.userId, userId));
  const rows = await addressesRows(deps.pool)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return page(rows, counted?.count ?? 0, pageNumber, pageSize);
}
