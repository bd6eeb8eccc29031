import type { UserMessage, UserMessagePage, UserMessagesQuery } from '@vm/contracts/user-messages';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { userMessages } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { deleteMessageOf, markAllMessagesRead, markMessageRead } from '../../platform/events/message-inbox';
import { notFound } from '../../platform/http/app-error';

/**
 * 站内信 of one person. The messages themselves are written by recordEvent (platform/events
 * recordEvent) in each event's transaction, which also marks them read and deletes them (message-inbox.ts,
 * decision 0033); here the owner reads, marks read and deletes them — only
 * their own: another person's message is missing (404).
 */

const MESSAGE_COLUMNS = {
  id: userMessages.id,
  type: userMessages.type,
  title: userMessages.title,
  body: userMessages.body,
  target_type: sql<UserMessage['target_type']>`${userMessages.targetType}`,
  target_id: userMessages.targetId,
  read_at: userMessages.readAt,
  created_at: userMessages.createdAt,
};
const messageRows = (db: Queryable) => typed(db).select(MESSAGE_COLUMNS).from(userMessages);
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

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
  const [row] = await typed(db)
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
  return row?.n ?? 0;
}

/** GET /api/user_messages: newest first (optionally unread only), with the unread count. */
export async function listMessages(db: Queryable, userId: number, query: UserMessagesQuery): Promise<UserMessagePage> {
  const unreadOnly = query.unread === '1';
  const unread = isNull(userMessages.readAt);
  const [rows, [counts]] = await Promise.all([
    messageRows(db)
      .where(and(eq(userMessages.userId, userId), unreadOnly ? unread : undefined))
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    typed(db)
      .select({
        total: unreadOnly ? sql<number>`(count(*) filter (where ${unread}))::int` : count(),
        unread: sql<number>`(count(*) filter (where ${unread}))::int`,
      })
      .from(userMessages)
      .where(eq(userMessages.userId, userId)),
  ]);
  return {
    data: rows.map(toMessage),
    total: counts?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    unread_count: counts?.unread ?? 0,
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
