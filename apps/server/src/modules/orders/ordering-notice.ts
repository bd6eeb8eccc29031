import type { Queryable } from '../../platform/db/with-transaction';

/** Whether the buyer agreed to the order notice (GET /api/users/ordering_noticed). */
export async function readOrderingNoticed(db: Queryable, userId: number): Promise<boolean> {
  const row = await db.query<{ ordering_noticed: boolean }>('select ordering_noticed from users where id = $1', [userId]);
  return row.rows[0]?.ordering_noticed ?? false;
}

/** Records the buyer's answer to the order notice (POST /api/users/ordering_noticed). */
export async function recordOrderingNoticed(db: Queryable, userId: number, noticed: boolean): Promise<void> {
  await db.query('update users set ordering_noticed = $2 where id = $1', [userId, noticed]);
}
