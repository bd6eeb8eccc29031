import type { Address, AddressBody } from '@vm/contracts/addresses';
import { contactErrors, firstError } from '@vm/domain/form-validation';
import { ADDRESS_MESSAGES, CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
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
  const chain = await db.query(
    'select 1 from districts d join cities c on c.id = d.city_id where d.id = $3 and c.id = $2 and c.province_id = $1',
    [body.province_id, body.city_id, body.district_id],
  );
  if (!chain.rowCount) throw invalid('region', CONTACT_MESSAGES.regionRequired);
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
  const found = await db.query<{ province_id: number; city_id: number; district_id: number }>(
    `select p.id as province_id, c.id as city_id, d.id as district_id
       from provinces p join cities c on c.province_id = p.id join districts d on d.city_id = c.id
      where p.name = $1 and (c.name = $2 or c.name || '市' = $2) and d.name = $3 limit 1`,
    names,
  );
  return found.rows[0] ? { ...body, ...found.rows[0] } : body;
}

const values = (body: AddressBody) => [body.name!.trim(), body.mobile!.trim(), body.province_id, body.city_id, body.district_id, body.address!.trim()];

/**
 * Every change of a user's book runs under that user's row lock, so "one default" (also a partial
 * unique index) and the book's size hold when two requests race.
 */
async function lockBook(client: Queryable, userId: number): Promise<void> {
  await client.query('select id from users where id = $1 for no key update', [userId]);
}

const clearDefault = (client: Queryable, userId: number, exceptId: number | null) =>
  client.query('update addresses set is_default = false where user_id = $1 and is_default and id is distinct from $2', [userId, exceptId]);

/** POST /api/addresses. The first address becomes the default. */
export async function createAddress(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, given: AddressBody): Promise<Address> {
  const body = await checkBody(deps.pool, given);
  return withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const count = (await client.query<{ n: number }>('select count(*)::int as n from addresses where user_id = $1', [userId])).rows[0]?.n ?? 0;
    if (count >= MAX_ADDRESSES) throw conflict(ADDRESS_MESSAGES.tooMany(MAX_ADDRESSES));
    const isDefault = body.is_default || count === 0;
    if (isDefault) await clearDefault(client, userId, null);
    const now = deps.clock.now();
    const row = await client.query<{ id: number }>(
      `insert into addresses (user_id, name, mobile, province_id, city_id, district_id, address, is_default, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
      [userId, ...values(body), isDefault, now],
    );
    return (await loadAddress(client, userId, row.rows[0]!.id))!;
  });
}

/** PUT /api/addresses/{id}: the caller's own only (another user's id answers 404). A default stays default. */
export async function updateAddress(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, id: number, given: AddressBody): Promise<Address> {
  const body = await checkBody(deps.pool, given);
  return withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const found = await client.query<{ is_default: boolean }>('select is_default from addresses where id = $1 and user_id = $2', [id, userId]);
    if (!found.rows[0]) throw notFound('收货地址');
    if (body.is_default) await clearDefault(client, userId, id);
    await client.query(
      `update addresses set name = $3, mobile = $4, province_id = $5, city_id = $6, district_id = $7, address = $8, is_default = $9, updated_at = $10
        where id = $1 and user_id = $2`,
      [id, userId, ...values(body), body.is_default || found.rows[0].is_default, deps.clock.now()],
    );
    return (await loadAddress(client, userId, id))!;
  });
}

/** DELETE /api/addresses/{id}. When the default goes, the newest remaining address becomes the default. */
export async function deleteAddress(deps: Pick<AppDeps, 'pool'>, userId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const deleted = await client.query<{ is_default: boolean }>('delete from addresses where id = $1 and user_id = $2 returning is_default', [id, userId]);
    if (!deleted.rows[0]) throw notFound('收货地址');
    if (deleted.rows[0].is_default) {
      await client.query('update addresses set is_default = true where id = (select id from addresses where user_id = $1 order by id desc limit 1)', [userId]);
    }
  });
}
