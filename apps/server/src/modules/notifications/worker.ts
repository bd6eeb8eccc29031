import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { retryDelayMs, type NotificationChannel } from '@vm/domain/notifications';
import { notificationDeliveries as d } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import type { NotificationChannels } from './channels';
import { typed } from '../../platform/db/typed';
import { countAttempt } from './metrics';

export interface DeliveryOptions {
  /** Rows one claim takes (sent in parallel). */
  batchSize?: number;
  /**
   * How long a claim is this worker's alone. A worker that dies (kill -9, power) leaves its rows
   * `sending`; once the lease has passed any worker claims them again, so nothing is lost. It is far
   * longer than one attempt may take (SMS 10 s, SMTP 40 s at most), so a live worker's attempt is never
   * taken over.
   */
  leaseMs?: number;
  /** Claims per run at most (a run ends earlier when nothing is due). */
  maxBatches?: number;
}

export const DEFAULT_LEASE_MS = 120_000;

export interface DeliveryRun {
  sent: number;
  failed: number;
  dead: number;
}

type Claimed = Pick<typeof d.$inferSelect, 'id' | 'idempotencyKey' | 'kind' | 'channel' | 'address' | 'subject' | 'body' | 'html' | 'attempts' | 'claimToken'>;

/**
 * Claims due deliveries: queued ones whose time has come, and claimed ones whose worker's lease ran out.
 * One statement: the rows are picked `for update skip locked` (two workers never pick the same row, and
 * neither waits for the other) and moved to `sending` with this claim's token, a lease and one more
 * attempt — committed before anything is sent.
 */
async function claim(deps: Pick<AppDeps, 'pool' | 'clock'>, batchSize: number, leaseMs: number): Promise<Claimed[]> {
  const db = typed(deps.pool);
  const now = deps.clock.now();
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(or(and(eq(d.status, 'queued'), lte(d.nextAttemptAt, now)), and(eq(d.status, 'sending'), lte(d.lockedUntil, now))))
    .orderBy(asc(d.nextAttemptAt), asc(d.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(d)
    .set({ status: 'sending', attempts: sql`${d.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs), claimToken: randomUUID(), updatedAt: now })
    .where(inArray(d.id, due))
    .returning({
      id: d.id,
      idempotencyKey: d.idempotencyKey,
      kind: d.kind,
      channel: d.channel,
      address: d.address,
      subject: d.subject,
      body: d.body,
      html: d.html,
      attempts: d.attempts,
      claimToken: d.claimToken,
    });
}

/**
 * Ends an attempt, only if this claim still owns the row (compare-and-set on the token and `sending`):
 * sent; or queued again after the backoff (5 s, 30 s, 2 min, 10 min, 30 min); or dead after the last
 * attempt, for an operator to look at and retry. Returns whether this claim still owned it.
 */
async function finish(deps: Pick<AppDeps, 'pool' | 'clock'>, row: Claimed, outcome: { error: string | null }): Promise<'sent' | 'queued' | 'dead' | 'lost'> {
  const db = typed(deps.pool);
  const now = deps.clock.now();
  const owned = and(eq(d.id, row.id), eq(d.status, 'sending'), eq(d.claimToken, row.claimToken!));
  const release = { lockedUntil: null, claimToken: null, updatedAt: now };
  let status: 'sent' | 'queued' | 'dead';
  let changed;
  if (outcome.error === null) {
    status = 'sent';
    changed = await db
      .update(d)
      .set({ ...release, status, sentAt: now, lastError: null })
      .where(owned)
      .returning({ id: d.id });
  } else {
    const delay = retryDelayMs(row.attempts);
    status = delay === null ? 'dead' : 'queued';
    changed = await db
      .update(d)
      .set({ ...release, status, lastError: outcome.error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + (delay ?? 0)) })
      .where(owned)
      .returning({ id: d.id });
  }
  return changed.length === 1 ? status : 'lost';
}

/**
 * The delivery worker's run: claims due messages and sends each through its channel after the commit
 * of the event that wrote it, until none is due (or `maxBatches` claims). Safe on any number of
 * processes at once and across restarts: a row is claimed by one worker at a time, and only the
 * claim that sent it can mark it sent. What cannot be known is whether a worker killed after the
 * provider accepted a message but before its commit had sent it; that row is sent again after its
 * lease (with the same idempotency key / Message-ID) — the one window where a repeat is possible.
 */
export async function deliverDueMessages(
  deps: Pick<AppDeps, 'pool' | 'clock' | 'logger'>,
  channels: Pick<NotificationChannels, 'sms' | 'email'>,
  options: DeliveryOptions = {},
): Promise<DeliveryRun> {
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const run: DeliveryRun = { sent: 0, failed: 0, dead: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch += 1) {
    const claimed = await claim(deps, batchSize, leaseMs);
    await Promise.all(
      claimed.map(async (row) => {
        const channel = row.channel as NotificationChannel;
        let error: string | null = null;
        try {
          await channels[channel]({
            idempotencyKey: row.idempotencyKey,
            kind: row.kind,
            address: row.address,
            subject: row.subject,
            body: row.body,
            html: row.html,
          });
        } catch (caught) {
          error = caught instanceof Error ? caught.message || caught.name : String(caught);
        }
        const status = await finish(deps, row, { error });
        countAttempt(channel, status);
        if (status === 'sent') run.sent += 1;
        else if (status === 'lost') deps.logger.warn({ deliveryId: row.id }, 'notification claim was taken over before it finished');
        else {
          run.failed += 1;
          if (status === 'dead') run.dead += 1;
          deps.logger[status === 'dead' ? 'error' : 'warn'](
            { deliveryId: row.id, channel, attempts: row.attempts, error },
            status === 'dead' ? 'notification dead after its last attempt' : 'notification attempt failed',
          );
        }
      }),
    );
    if (claimed.length < batchSize) break;
  }
  return run;
}
