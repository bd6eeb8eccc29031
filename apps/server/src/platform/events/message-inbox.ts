import type { Queryable } from '../db/with-transaction';

/*
 * The person's inbox (站内信) is written here only (decision 0033): recordEvent inserts a message with its
 * event (record-event.ts), and the owner's reading and deleting go through these (modules/user-messages
 * reads the inbox and answers the API). Each returns whether a message of `userId` was there.
 */

/** Marks one message read (reading again keeps the first time). */
export async function markMessageRead(db: Queryable, userId: number, id: number, now: Date): Promise<boolean> {
  const found = await db.query('update user_messages set read_at = coalesce(read_at, $3) where id = $1 and user_id = $2', [id, userId, now]);
  return found.rowCount === 1;
}

/** Marks every unread message of the person read. */
export async function markAllMessagesRead(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update user_messages set read_at = $2 where user_id = $1 and read_at is null', [userId, now]);
}

/** Deletes one message for good. */
export async function deleteMessageOf(db: Queryable, userId: number, id: number): Promise<boolean> {
  const deleted = await db.query('delete from user_messages where id = $1 and user_id = $2', [id, userId]);
  return deleted.rowCount === 1;
}
