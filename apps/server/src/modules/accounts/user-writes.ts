import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/*
 * Writes to `users` that other modules ask for (decision 0033: accounts owns the table): a child account's
 * user, a role earned elsewhere, the order notice's answer.
 */

/** The user of a mobile (locked), creating a business account for a mobile not yet registered. */
export async function userForMobile(db: Queryable, mobile: string, name: string, now: Date): Promise<{ id: number; roles: string[] }> {
  const tx = typed(db);
  await tx
    .insert(users)
    .values({ mobile, name, roles: ['business'], createdAt: now })
    .onConflictDoNothing({ target: users.mobile });
  const [user] = await tx.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.mobile, mobile)).for('update');
  return user!;
}

/** Gives the user a role it does not have yet (an approved supplier application, a first enquiry). */
export async function addRole(db: Queryable, userId: number, role: string): Promise<void> {
  await typed(db)
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role}::text)` })
    .where(and(eq(users.id, userId), sql`not (${role}::text = any(${users.roles}))`));
}

/** Whether the buyer agreed to the order notice (GET /api/users/ordering_noticed). */
export async function readOrderingNoticed(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await typed(db).select({ orderingNoticed: users.orderingNoticed }).from(users).where(eq(users.id, userId));
  return row?.orderingNoticed ?? false;
}

/** Records the buyer's answer to the order notice (POST /api/users/ordering_noticed). */
export async function recordOrderingNoticed(db: Queryable, userId: number, noticed: boolean): Promise<void> {
  await typed(db).update(users).set({ orderingNoticed: noticed }).where(eq(users.id, userId));
}
