import type { Queryable } from '../../platform/db/with-transaction';

/*
 * Writes to `users` that other modules ask for (decision 0033: accounts owns the table): a child account's
 * user, a role earned elsewhere, the order notice's answer.
 */

/** The user of a mobile (locked), creating a business account for a mobile not yet registered. */
export async function userForMobile(db: Queryable, mobile: string, name: string, now: Date): Promise<{ id: number; roles: string[] }> {
  await db.query(`insert into users (mobile, name, roles, created_at) values ($1, $2, '{business}', $3) on conflict (mobile) do nothing`, [mobile, name, now]);
  return (await db.query<{ id: number; roles: string[] }>('select id, roles from users where mobile = $1 for update', [mobile])).rows[0]!;
}

/** Gives the user a role it does not have yet (an approved supplier application, a first enquiry). */
export async function addRole(db: Queryable, userId: number, role: string): Promise<void> {
  await db.query(`update users set roles = array_append(roles, $2) where id = $1 and not ($2 = any(roles))`, [userId, role]);
}

/** Whether the buyer agreed to the order notice (GET /api/users/ordering_noticed). */
export async function readOrderingNoticed(db: Queryable, userId: number): Promise<boolean> {
  const row = await db.query<{ ordering_noticed: boolean }>('select ordering_noticed from users where id = $1', [userId]);
  return row.rows[0]?.ordering_noticed ?? false;
}

/** Records the buyer's answer to the order notice (POST /api/users/ordering_noticed). */
export async function recordOrderingNoticed(db: Queryable, userId: number, noticed: boolean): Promise<void> {
  await db.query('update users set ordering_noticed = $2 where id = $1', [userId, noticed]);
}
