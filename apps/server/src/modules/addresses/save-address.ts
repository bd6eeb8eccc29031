import type { Address, AddressBody } from '@vm/contracts/addresses';
import { contactEntryColumns } from '@vm/domain/contact-entry';
import { contactErrors, firstError } from '@vm/domain/form-validation';
import { ADDRESS_MESSAGES } from '@vm/domain/validation-messages';
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { addresses, cities, districts, provinces, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { checkRegionChain } from '../contacts';
import { loadAddress } from './read-addresses';

export const MAX_ADDRESSES = 20;

/**
 * The contact dialog's checks with the region and the address required (packages/domain
 * contactErrors, the spec's messages), then the province → city → district chain must exist in the
 * packaged region tables.
 */
async function checkBody(db: Queryable, given: AddressBody): Promise<AddressBody> {
  const body = await withRegionIds(db, given);
  const errors = contactErrors(body, { regionRequired: true });
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  await checkRegionChain(db, body);
  return body;
}

const asId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : null;
};

/**
 * The region as ids: the `*_id` fields when given, else `province`/`city`/`district` as ids or as names
 * of the region tables (a city also by its name with 市, '上海市' for '上海'). Unknown names leave the
 * region empty, which answers 请选择省市区！.
 */
async function withRegionIds(db: Queryable, body: AddressBody): Promise<AddressBody> {
  if (body.province_id || body.city_id || body.district_id) return body;
  const refs = [body.province, body.city, body.district];
  if (refs.every((ref) => ref === null || ref === undefined || ref === '')) return body;
  const ids = refs.map(asId);
  if (ids.every((id) => id !== null)) return { ...body, province_id: ids[0], city_id: ids[1], district_id: ids[2] };
  const names = refs.map((ref) => (typeof ref === 'string' ? ref.trim() : ''));
  const [province, city, district] = names as [string, string, string];
  const [found] = await typed(db)
    .select({ province_id: provinces.id, city_id: cities.id, district_id: districts.id })
    .from(provinces)
    .innerJoin(cities, eq(cities.provinceId, provinces.id))
    .innerJoin(districts, eq(districts.cityId, cities.id))
    .where(and(eq(provinces.name, province), or(eq(cities.name, city), sql`${cities.name} || '市' = ${city}`), eq(districts.name, district)))
    .limit(1);
  return found ? { ...body, ...found } : body;
}

/** The entry's columns (packages/domain contactEntryColumns); an address's region is checked present. */
const values = (body: AddressBody) => {
  const columns = contactEntryColumns(body);
  return { ...columns, provinceId: columns.provinceId!, cityId: columns.cityId!, districtId: columns.districtId! };
};

/**
 * Every change of a user's book runs under that user's row lock, so "one default" (also a partial
 * unique index) and the book's size hold when two requests race.
 */
async function lockBook(client: Queryable, userId: number): Promise<void> {
  await typed(client).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const clearDefault = (client: Queryable, userId: number, exceptId: number | null) =>
  typed(client)
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), exceptId === null ? undefined : ne(addresses.id, exceptId)));

/** POST /api/addresses. The first address becomes the default. */
export async function createAddress(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, given: AddressBody): Promise<Address> {
  const body = await checkBody(deps.pool, given);
  return withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const [counted] = await typed(client).select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const size = counted?.n ?? 0;
    if (size >= MAX_ADDRESSES) throw conflict(ADDRESS_MESSAGES.tooMany(MAX_ADDRESSES));
    const isDefault = body.is_default || size === 0;
    if (isDefault) await clearDefault(client, userId, null);
    const now = deps.clock.now();
    const [row] = await typed(client)
      .insert(addresses)
      .values({ userId, ...values(body), isDefault, createdAt: now, updatedAt: now })
      .returning({ id: addresses.id });
    return (await loadAddress(client, userId, row!.id))!;
  });
}

/** PUT /api/addresses/{id}: the caller's own only (another user's id answers 404). A default stays default. */
export async function updateAddress(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, id: number, given: AddressBody): Promise<Address> {
  const body = await checkBody(deps.pool, given);
  return withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const [found] = await typed(client)
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!found) throw notFound('收货地址');
    if (body.is_default) await clearDefault(client, userId, id);
    await typed(client)
      .update(addresses)
      .set({ ...values(body), isDefault: Boolean(body.is_default) || found.isDefault, updatedAt: deps.clock.now() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return (await loadAddress(client, userId, id))!;
  });
}

/** DELETE /api/addresses/{id}. When the default goes, the newest remaining address becomes the default. */
export async function deleteAddress(deps: Pick<AppDeps, 'pool'>, userId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const db = typed(client);
    const [deleted] = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound('收货地址');
    if (deleted.isDefault) {
      const newest = db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
      await db
        .update(addresses)
        .set({ isDefault: true })
        .where(eq(addresses.id, sql`(${newest})`));
    }
  });
}
