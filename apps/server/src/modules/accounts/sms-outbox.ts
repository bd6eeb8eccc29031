import type { ZOutboxEntry } from '@vm/contracts/accounts';
import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';

/** GET /api/dev/sms-outbox: the development SMS provider's last 20 codes sent to `account`, newest first. */
export async function readSmsOutbox(deps: Pick<AppDeps, 'db'>, account: string): Promise<z.infer<typeof ZOutboxEntry>[]> {
  const rows = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.account, account)).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(20);
  return rows.map((row) => ({ account: row.account, code: row.code, created_at: row.createdAt.toISOString() }));
}
