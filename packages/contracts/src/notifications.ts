import { z } from 'zod';
import { DELIVERY_STATUSES, NOTIFICATION_CHANNELS } from '@vm/domain/notifications';
import { zPage, zPageOf, zPageSize } from './common';

/** GET|PUT /api/users/current/notification_settings (docs/spec/api.md "Notifications — fixed"): 站内信 always. */
export const ZNotificationSettings = z.object({
  sms: z.boolean({ error: '请选择是否接收短信通知' }),
  email: z.boolean({ error: '请选择是否接收邮件通知' }),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

/** GET /api/operator/notification_deliveries: the outbox, newest first. */
export const ZNotificationDeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: '状态不正确' }).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: '渠道不正确' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export type NotificationDeliveriesQuery = z.infer<typeof ZNotificationDeliveriesQuery>;

export const ZNotificationDelivery = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  user_id: z.number().int(),
  address: z.string(),
  subject: z.string(),
  body: z.string(),
  order_id: z.number().int().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationDelivery = z.infer<typeof ZNotificationDelivery>;
export const ZNotificationDeliveryPage = zPageOf(ZNotificationDelivery).extend({
  /** Counts by status over the whole outbox (the tabs). */
  counts: z.object({ queued: z.number().int(), sending: z.number().int(), sent: z.number().int(), dead: z.number().int() }),
});
export type NotificationDeliveryPage = z.infer<typeof ZNotificationDeliveryPage>;

/** GET /api/dev/mail-outbox?to= (development without SMTP_URL): the mails "sent", newest first. */
export const ZMailOutboxQuery = z.object({ to: z.string().trim().min(1, { error: '请填写收件地址' }).max(120) });
export const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  sent_at: z.string(),
});
