import type { Contact, ContactBody } from '@vm/contracts/contacts';
import { contactEntryColumns, type RegionIds } from '@vm/domain/contact-entry';
import { contactErrors, firstError } from '@vm/domain/form-validation';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { cities, contacts, districts, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
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
  await checkRegionChain(db, body);
}

/**
 * The province → city → district chain must exist in the packaged region tables (请选择省市区！ else):
 * the one check of a contact's and an address's region (modules/addresses calls it too).
 */
export async function checkRegionChain(db: Queryable, region: RegionIds): Promise<void> {
  const [chain] = await typed(db)
    .select({ id: districts.id })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(and(eq(districts.id, region.district_id!), eq(cities.id, region.city_id!), eq(cities.provinceId, region.province_id!)));
  if (!chain) throw invalid('region', CONTACT_MESSAGES.regionRequired);
}

/** Only one default per user: clearing the others first keeps the partial unique index satisfied. */
async function clearDefault(client: Queryable, userId: number, exceptId: number | null): Promise<void> {
  await typed(client)
    .update(contacts)
    .set({ isDefault: false })
    .where(and(eq(contacts.userId, userId), eq(contacts.isDefault, true), exceptId === null ? undefined : ne(contacts.id, exceptId)));
}

/** Every change of a user's contacts runs under that user's row lock (one default, the book's size). */
async function lockBook(client: Queryable, userId: number): Promise<void> {
  await typed(client).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const values = (body: ContactBody) => contactEntryColumns(body);

/** POST /api/contacts (添加联系人). The first contact becomes the default. */
export async function createContact(deps: AppDeps, userId: number, body: ContactBody): Promise<Contact> {
  await checkBody(deps.pool, body);
  return withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const [existing] = await typed(client).select({ count: count() }).from(contacts).where(eq(contacts.userId, userId));
    const size = existing?.count ?? 0;
    if (size >= MAX_CONTACTS) throw conflict(`最多可保存${MAX_CONTACTS}个联系人`);
    const isDefault = body.is_default || size === 0;
    if (isDefault) await clearDefault(client, userId, null);
    const now = deps.clock.now();
    const [row] = await typed(client)
      .insert(contacts)
      .values({ userId, ...values(body), isDefault, createdAt: now, updatedAt: now })
      .returning({ id: contacts.id });
    return (await loadContact(client, userId, row!.id))!;
  });
}

/** PUT /api/contacts/{id} (编辑联系人): only the caller's own (others' are 404). */
export async function updateContact(deps: AppDeps, userId: number, id: number, body: ContactBody): Promise<Contact> {
  await checkBody(deps.pool, body);
  return withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const [found] = await typed(client)
      .select({ isDefault: contacts.isDefault })
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
      .for('update');
    if (!found) throw notFound('联系人');
    if (body.is_default) await clearDefault(client, userId, id);
    await typed(client)
      .update(contacts)
      .set({ ...values(body), isDefault: Boolean(body.is_default) || found.isDefault, updatedAt: deps.clock.now() })
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
    return (await loadContact(client, userId, id))!;
  });
}

/** DELETE /api/contacts/{id}. When the default goes, the newest remaining contact becomes the default. */
export async function deleteContact(deps: AppDeps, userId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await lockBook(client, userId);
    const db = typed(client);
    const [deleted] = await db
      .delete(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
      .returning({ isDefault: contacts.isDefault });
    if (!deleted) throw notFound('联系人');
    if (deleted.isDefault) {
      const newest = db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId)).orderBy(desc(contacts.id)).limit(1);
      await db
        .update(contacts)
        .set({ isDefault: true })
        .where(eq(contacts.id, sql`(${newest})`));
    }
  });
}
