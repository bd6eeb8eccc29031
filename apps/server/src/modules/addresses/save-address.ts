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
async function checkBody(db: Queryable, body: AddressBody): Promise<void> {
  const errors = contactErrors(body, { regionRequired: true });
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  const chain = await db.query(
    'select 1 from districts d join cities c on c.id = d.city_id where d.id = $3 and c.id = $2 and c.province_id = $1',
    [body.province_id, body.city_id, body.district_id],
  );
  if (!chain.rowCount) throw invalid('region', CONTACT_MESSAGES.regionRequired);
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
export async function createAddress(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, body: AddressBody): Promise<Address> {
  await checkBody(deps.pool, body);
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
export async function updateAddress(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, id: number, body: AddressBody): Promise<Address> {
  await checkBody(deps.pool, body);
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
