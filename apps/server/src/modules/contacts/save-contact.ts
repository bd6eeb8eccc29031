import type { Contact, ContactBody } from '@vm/contracts/contacts';
import { contactErrors, firstError } from '@vm/domain/form-validation';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { loadContact } from './read-contacts';

export const MAX_CONTACTS = 50;

/** The contact dialog's checks (packages/domain contactErrors), then the region chain must exist. */
async function checkBody(db: Queryable, body: ContactBody): Promise<void> {
  const errors = contactErrors(body);
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  const given = [body.province_id, body.city_id, body.district_id].filter((id) => id !== null && id !== undefined);
  if (given.length === 0) return;
  if (given.length !== 3) throw invalid('region', CONTACT_MESSAGES.regionRequired);
  const chain = await db.query(
    `select 1 from districts d join cities c on c.id = d.city_id where d.id = $3 and c.id = $2 and c.province_id = $1`,
    [body.province_id, body.city_id, body.district_id],
  );
  if (!chain.rowCount) throw invalid('region', CONTACT_MESSAGES.regionRequired);
}

/** Only one default per user: clearing the others first keeps the partial unique index satisfied. */
async function clearDefault(client: Queryable, userId: number, exceptId: number | null): Promise<void> {
  await client.query('update contacts set is_default = false where user_id = $1 and is_default and id is distinct from $2', [userId, exceptId]);
}

const values = (body: ContactBody) => [
  body.name!.trim(),
  body.mobile!.trim(),
  body.province_id ?? null,
  body.city_id ?? null,
  body.district_id ?? null,
  (body.address ?? '').trim(),
];

/** POST /api/contacts (添加联系人). The first contact becomes the default. */
export async function createContact(deps: AppDeps, userId: number, body: ContactBody): Promise<Contact> {
  await checkBody(deps.pool, body);
  return withTransaction(deps.pool, async (client) => {
    await client.query('select id from users where id = $1 for no key update', [userId]);
    const existing = await client.query<{ count: number }>('select count(*)::int as count from contacts where user_id = $1', [userId]);
    const count = existing.rows[0]?.count ?? 0;
    if (count >= MAX_CONTACTS) throw conflict(`最多可保存${MAX_CONTACTS}个联系人`);
    const isDefault = body.is_default || count === 0;
    if (isDefault) await clearDefault(client, userId, null);
    const now = deps.clock.now();
    const row = await client.query<{ id: number }>(
      `insert into contacts (user_id, name, mobile, province_id, city_id, district_id, address, is_default, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
      [userId, ...values(body), isDefault, now],
    );
    return (await loadContact(client, userId, row.rows[0]!.id))!;
  });
}

/** PUT /api/contacts/{id} (编辑联系人): only the caller's own (others' are 404). */
export async function updateContact(deps: AppDeps, userId: number, id: number, body: ContactBody): Promise<Contact> {
  await checkBody(deps.pool, body);
  return withTransaction(deps.pool, async (client) => {
    await client.query('select id from users where id = $1 for no key update', [userId]);
    const found = await client.query<{ is_default: boolean }>('select is_default from contacts where id = $1 and user_id = $2 for update', [id, userId]);
    if (!found.rows[0]) throw notFound('联系人');
    if (body.is_default) await clearDefault(client, userId, id);
    await client.query(
      `update contacts set name = $3, mobile = $4, province_id = $5, city_id = $6, district_id = $7, address = $8,
         is_default = $9, updated_at = $10 where id = $1 and user_id = $2`,
      [id, userId, ...values(body), body.is_default || found.rows[0].is_default, deps.clock.now()],
    );
    return (await loadContact(client, userId, id))!;
  });
}

/** DELETE /api/contacts/{id}. When the default goes, the newest remaining contact becomes the default. */
export async function deleteContact(deps: AppDeps, userId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await client.query('select id from users where id = $1 for no key update', [userId]);
    const deleted = await client.query<{ is_default: boolean }>('delete from contacts where id = $1 and user_id = $2 returning is_default', [id, userId]);
    if (!deleted.rows[0]) throw notFound('联系人');
    if (deleted.rows[0].is_default) {
      await client.query('update contacts set is_default = true where id = (select id from contacts where user_id = $1 order by id desc limit 1)', [userId]);
    }
  });
}
