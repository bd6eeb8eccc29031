import client from 'prom-client';
import type pg from 'pg';

/**
 * The process's Prometheus metrics (prom-client), served by GET /metrics. One registry per process:
 * each app process is scraped on its own and Prometheus sums across them.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

/** Request time by route pattern (`/api/fields/:id`, never the raw URL, so the label set stays small). */
export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const pools = new Map<string, pg.Pool>();

/** Connections of each PostgreSQL pool (`primary`, `read`): open (total), idle, and requests waiting for one. */
new client.Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by pool and state (total, idle, waiting requests)',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [name, pool] of pools) {
      this.set({ pool: name, state: 'total' }, pool.totalCount);
      this.set({ pool: name, state: 'idle' }, pool.idleCount);
      this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** Reports `pool` under `name` until the returned function is called. */
export function watchPool(name: string, pool: pg.Pool): () => void {
  pools.set(name, pool);
  return () => {
    if (pools.get(name) === pool) pools.delete(name);
  };
}

export const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Interval job runs by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new client.Histogram({
  name: 'job_duration_seconds',
  help: 'Interval job run duration by job',
  labelNames: ['job'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30, 120],
  registers: [registry],
});

/**
 * What the books record, counted once per committed change: an order submitted, an order paid (by
 * payment mode), a refund recorded (by channel). Incremented only by {@link countBusinessEvent}.
 */
const businessCounters = {
  order_submitted: new client.Counter({ name: 'orders_submitted_total', help: 'Orders submitted (committed)', labelNames: [] as const, registers: [registry] }),
  order_paid: new client.Counter({
    name: 'payments_total',
    help: 'Orders paid (committed), by payment mode',
    labelNames: ['mode'] as const,
    registers: [registry],
  }),
  refund_recorded: new client.Counter({
    name: 'refunds_total',
    help: 'Refunds recorded (committed), by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
} as const;

export type BusinessEvent =
  { kind: 'order_submitted' } | { kind: 'order_paid'; mode: 'scan_code' | 'online' | 'transfer' | 'balance' } | { kind: 'refund_recorded'; channel: string };

/** The one place the business counters move. Called after the change is committed (see recordBusinessEvent). */
export function countBusinessEvent(event: BusinessEvent): void {
  switch (event.kind) {
    case 'order_submitted':
      businessCounters.order_submitted.inc();
      return;
    case 'order_paid':
      businessCounters.order_paid.inc({ mode: event.mode });
      return;
    case 'refund_recorded':
      businessCounters.refund_recorded.inc({ channel: event.channel });
      return;
  }
}

/** Reads meant for the replica that the primary answered, by why: its circuit `down`/`lagging`, a read that `failed` there, the caller's `own_write`. */
export const replicaFallbacks = new client.Counter({
  name: 'db_replica_fallback_reads_total',
  help: 'Catalogue reads meant for the read replica that went to the primary, by reason (down, lagging, failed, own_write)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const replicaState = new client.Gauge({
  name: 'db_replica_state',
  help: 'Read replica circuit: 1 for the current state (ok, lagging, down), 0 for the others',
  labelNames: ['state'] as const,
  registers: [registry],
});

const replicaLag = new client.Gauge({
  name: 'db_replica_lag_seconds',
  help: 'How far the read replica replays behind the primary (last probe; absent while it is down)',
  registers: [registry],
});

/** The replica's circuit state and lag as the last probe or read saw them. */
export function replicaObserved(state: 'ok' | 'lagging' | 'down', lagMs: number | undefined): void {
  for (const each of ['ok', 'lagging', 'down'] as const) replicaState.set({ state: each }, each === state ? 1 : 0);
  if (lagMs === undefined) replicaLag.reset();
  else replicaLag.set(lagMs / 1000);
}
