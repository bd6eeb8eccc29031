import type { UserMessage, UserMessagePage, UserMessagesQuery } from '@vm/contracts/user-messages';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';
import { deleteMessageOf, markAllMessagesRead, markMessageRead } from '../../platform/events/message-inbox';
import { notFound } from '../../platform/http/app-error';

/**
 * 站内信 of one person. The messages themselves are written by the event hook (platform/events
 * recordEvent) in each event's transaction, which also marks them read and deletes them (message-inbox.ts,
 * decision 0033); here the owner reads, marks read and deletes them — only
 * their own: another person's message is missing (404).
 */

interface MessageRow {
  id: number;
  type: string;
  title: string;
  body: string;
  target_type: UserMessage['target_type'];
  target_id: number | null;
  read_at: Date | null;
  created_at: Date;
}

const toMessage = (row: MessageRow): UserMessage => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  target_type: row.target_type,
  target_id: row.target_id,
  is_read: row.read_at ? 1 : 0,
  read_at: row.read_at ? toShanghaiIsoString(row.read_at) : null,
  created_at: toShanghaiIsoString(row.created_at),
});

/** GET /api/users/current/badge_info: the header badge. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from user_messages where user_id = $1 and read_at is null', [userId])).rows[0]?.n ?? 0;
}

/** GET /api/user_messages: newest first (optionally unread only), with the unread count. */
export async function listMessages(db: Queryable, userId: number, query: UserMessagesQuery): Promise<UserMessagePage> {
  const filter = query.unread === '1' ? 'and read_at is null' : '';
  const [rows, counts] = await Promise.all([
    db.query<MessageRow>(
      `select id, type, title, body, target_type, target_id, read_at, created_at from user_messages where user_id = $1 ${filter}
        order by created_at desc, id desc limit $2 offset $3`,
      [userId, query.page_size, (query.page - 1) * query.page_size],
    ),
    db.query<{ total: number; unread: number }>(
      `select count(*) filter (where true ${filter})::int as total, count(*) filter (where read_at is null)::int as unread from user_messages where user_id = $1`,
      [userId],
    ),
  ]);
  return {
    data: rows.rows.map(toMessage),
    total: counts.rows[0]?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    unread_count: counts.rows[0]?.unread ?? 0,
  };
}

/** PUT /api/user_messages/{id}/read: read once (reading again keeps the first time). */
export async function readMessage(db: Queryable, userId: number, id: number, now: Date): Promise<number> {
  if (!(await markMessageRead(db, userId, id, now))) throw notFound('消息');
  return unreadCount(db, userId);
}

/** PUT /api/user_messages/read_all: every unread message of the caller. */
export async function readAllMessages(db: Queryable, userId: number, now: Date): Promise<number> {
  await markAllMessagesRead(db, userId, now);
  return unreadCount(db, userId);
}

/** DELETE /api/user_messages/{id}: gone for good. */
export async function deleteMessage(db: Queryable, userId: number, id: number): Promise<number> {
  if (!(await deleteMessageOf(db, userId, id))) throw notFound('消息');
  return unreadCount(db, userId);
}
