import { and, eq, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The account of `mobile`, registered as a business user when there is none yet (one account per
 * mobile: a concurrent registration of the same mobile finds the other's row). Runs in the caller's
 * transaction, after the caller consumed an SMS code of that mobile (a visitor's demand).
 */
export async function accountForMobile(client: Queryable, mobile: string, now: Date): Promise<{ id: number; created: boolean }> {
  const db = typed(client);
  const [inserted] = await db
    .insert(users)
    .values({ mobile, roles: ['business'], createdAt: now })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { id: existing!.id, created: false };
}

/** Fills an empty profile name and product from a form the person sent (the demand form prefills them next time). */
export async function fillBlankProfile(client: Queryable, userId: number, values: { name?: string; product?: string }): Promise<void> {
  const name = values.name?.slice(0, 24) ?? '';
  const product = values.product?.slice(0, 30) ?? '';
  await typed(client)
    .update(users)
    .set({
      name: sql`case when ${users.name} = '' then coalesce(nullif(${name}, ''), ${users.name}) else ${users.name} end`,
      product: sql`case when ${users.product} = '' then coalesce(nullif(${product}, ''), ${users.product}) else ${users.product} end`,
    })
    .where(and(eq(users.id, userId), or(eq(users.name, ''), eq(users.product, ''))));
}
