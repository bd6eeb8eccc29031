import { MESSAGE_TARGET_TYPES } from '@vm/domain/user-messages';
import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';

/** 站内信 (docs/spec/api.md "Account life — fixed"): the caller's own messages, newest first. */
export const ZUserMessagesQuery = z.object({
  page: zPage,
  page_size: zPageSize(50, 10),
  /** 1: unread ones only. */
  unread: z.enum(['0', '1'], { error: '筛选条件不正确' }).optional(),
});
export type UserMessagesQuery = z.infer<typeof ZUserMessagesQuery>;

export const ZUserMessage = z.object({
  id: z.number().int(),
  /** The event it tells of (`order.paid`, `comment.replied`, …). */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** What it links to; the web builds the page address. */
  target_type: z.enum(MESSAGE_TARGET_TYPES).nullable(),
  target_id: z.number().int().nullable(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserMessage = z.infer<typeof ZUserMessage>;

export const ZUserMessagePage = zPageOf(ZUserMessage).extend({ unread_count: z.number().int() });
export type UserMessagePage = z.infer<typeof ZUserMessagePage>;

/** After read, read all or delete: what is left unread (the header badge). */
export const ZUnreadCount = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;
