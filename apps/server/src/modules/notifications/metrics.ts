import client from 'prom-client';
import { count, inArray, min } from 'drizzle-orm';
import type pg from 'pg';
import { NOTIFICATION_CHANNELS } from '@vm/domain/notifications';
import { notificationDeliveries as d } from '../../db/schema/index';
import { registry } from '../../platform/metrics/metrics';
import type { Clock } from '../../platform/clock';
import { typed } from '../../platform/db/typed';

/**
 * Notification metrics in /metrics: messages sent, failed attempts and dead messages per channel (this
 * process's counters; Prometheus sums the processes), and, read from the outbox at each scrape (the
 * same for every process): messages waiting per channel and the age of the oldest one.
 */
const attempts = new client.Counter({
  name: 'notifications_total',
  help: 'Notification delivery attempts by channel and outcome (sent, failed = will retry, dead = gave up)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [registry],
});

export function countAttempt(channel: string, status: 'sent' | 'queued' | 'dead' | 'lost'): void {
  if (status === 'lost') return;
  attempts.inc({ channel, outcome: status === 'queued' ? 'failed' : status });
}

let source: { pool: pg.Pool; clock: Clock } | null = null;

new client.Gauge({
  name: 'notifications_queued',
  help: 'Notifications waiting to be delivered (queued or being sent), by channel',
  labelNames: ['channel'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const channel of NOTIFICATION_CHANNELS) this.set({ channel }, 0);
    if (!source) return;
    const rows = await typed(source.pool)
      .select({ channel: d.channel, n: count() })
      .from(d)
      .where(inArray(d.status, ['queued', 'sending']))
      .groupBy(d.channel);
    for (const row of rows) this.set({ channel: row.channel }, row.n);
  },
});

new client.Gauge({
  name: 'notifications_oldest_queued_seconds',
  help: 'Age of the oldest notification still waiting to be delivered (0 when none)',
  registers: [registry],
  async collect() {
    if (!source) return this.set(0);
    const [row] = await typed(source.pool)
      .select({ oldest: min(d.createdAt) })
      .from(d)
      .where(inArray(d.status, ['queued', 'sending']));
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    this.set(oldest === null ? 0 : Math.max(0, (source.clock.now().getTime() - oldest) / 1000));
  },
});

/** Reads the queue gauges from this pool (the last one set wins). */
export function watchNotificationQueue(pool: pg.Pool, clock: Clock): void {
  source = { pool, clock };
}
