import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@vm/contracts/notifications';
import { notificationSettings } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';

/** GET /api/users/current/notification_settings: both on until the person turns one off. */
export async function readNotificationSettings(deps: Pick<AppDeps, 'pool'>, userId: number): Promise<NotificationSettings> {
  const [row] = await typed(deps.pool)
    .select({ sms: notificationSettings.sms, email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { sms: true, email: true };
}

/** PUT: the person's choice, for messages written from now on (those already queued still go). */
export async function saveNotificationSettings(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const values = { sms: settings.sms, email: settings.email, updatedAt: deps.clock.now() };
  await typed(deps.pool)
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return { sms: settings.sms, email: settings.email };
}
