import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { replicaFallbacks, replicaObserved } from '../metrics/metrics';
import type { PoolErrorLog } from './client';

/**
 * Catalogue reads on a streaming replica (DATABASE_READ_URL) that survive the replica (decision 0050).
 *
 * - Every read the routed pool is asked for goes to the replica while its circuit is closed (`ok`), and
 *   to the primary otherwise: the replica does not answer (`down`), or it is further behind than the
 *   read-your-writes window (`lagging`), or the request runs in a primary scope (its caller wrote within
 *   the window: {@link readFromPrimary}).
 * - A read the replica fails to answer — refused or dropped connection, no connection within the connect
 *   timeout, no answer within the statement timeout, the server shutting down — opens the circuit and is
 *   sent again to the primary, so the caller gets its answer: at worst a connect or statement timeout late.
 * - A probe runs every second in the background (and at once for readiness): the replica answering closes
 *   the circuit; it also measures the lag, from the primary's WAL positions the probe has seen and the
 *   position the replica has replayed.
 */
export type ReplicaState = 'ok' | 'lagging' | 'down';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Known while the replica answers: how far its replay is behind the primary (0 when caught up), ±1 s. */
  lagMs?: number;
}

export interface ReplicaOptions {
  /** Connect and statement timeout of the replica's connections (ms). */
  timeoutMs: number;
  /** Lag at which reads go to the primary and readiness says `lagging` (ms): the read-your-writes window. */
  maxLagMs: number;
  /** Interval of the background probe (ms). */
  probeEveryMs?: number;
  poolSize?: number;
  logPoolError?: PoolErrorLog;
  /** Told each change of state (a log line). */
  onChange?: (from: ReplicaState, to: ReplicaStatus) => void;
}

const primaryScope = new AsyncLocalStorage<true>();

/** Runs `fn` with every routed read inside it on the primary (the caller's own recent write). */
export function readFromPrimary<T>(fn: () => T): T {
  return primaryScope.run(true, fn);
}

/** Errors that say the replica is not there (rather than that the statement is wrong). */
export function replicaUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  if (typeof code === 'string') {
    // connection exceptions, admin/crash shutdown, cannot connect now, too many connections, statement timeout
    if (
      code.startsWith('08') ||
      ['57P01', '57P02', '57P03', '53300', '57014', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE'].includes(code)
    )
      return true;
    // a hot standby cancelling a read for a conflict with recovery: the primary answers it
    if (code === '40001') return true;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error|not queryable|the database system is (starting up|shutting down|in recovery)/i.test(
    message,
  );
}

function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReplicaRouter {
  /** The replica's own connections (what `/metrics` reports as the `read` pool). */
  readonly replica: pg.Pool;
  /** Stands in for a pg.Pool in `catalogueReads(deps)`: each query to the replica or the primary. */
  readonly pool: pg.Pool;
  private readonly probeClient: pg.Pool;
  private status: ReplicaStatus = { state: 'ok' };
  private samples: { at: number; lsn: bigint }[] = [];
  private probing: Promise<ReplicaStatus> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    url: string,
    private readonly primary: pg.Pool,
    private readonly options: ReplicaOptions,
  ) {
    const log = options.logPoolError ?? (({ error }, message) => console.error(`${message}: ${error}`));
    const timeouts = {
      connectionTimeoutMillis: options.timeoutMs,
      query_timeout: options.timeoutMs + 500,
      options: `-c default_transaction_read_only=on -c statement_timeout=${options.timeoutMs}`,
    };
    this.replica = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20, application_name: 'venue-marketplace-read', ...timeouts });
    this.replica.on('error', (err) => log({ error: err.message, code: (err as { code?: string }).code }, 'idle read-replica client failed'));
    this.probeClient = new pg.Pool({ connectionString: url, max: 1, application_name: 'venue-marketplace-read-probe', ...timeouts, idleTimeoutMillis: 0 });
    this.probeClient.on('error', () => undefined); // the probe's own failure is the answer
    // Its own `query` (which a test may wrap); everything else (counts for the metrics, end) is the replica pool's.
    const routed: Record<PropertyKey, unknown> = { query: (...args: unknown[]) => this.query(args) };
    const replica = this.replica;
    this.pool = new Proxy(routed, {
      get: (own, key) => {
        if (key in own) return own[key];
        const value = Reflect.get(replica, key, replica) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(replica) : value;
      },
    }) as unknown as pg.Pool;
    this.schedule(0);
  }

  /** The circuit as the last probe or read left it. */
  current(): ReplicaStatus {
    return this.status;
  }

  /** Probes now (or joins the probe in flight): what readiness reports. */
  probe(): Promise<ReplicaStatus> {
    this.probing ??= this.runProbe().finally(() => (this.probing = undefined));
    return this.probing;
  }

  async end(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([this.probing]);
    await Promise.allSettled([this.replica.end(), this.probeClient.end()]);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.probe().finally(() => this.schedule(this.options.probeEveryMs ?? 1000)), delay);
    this.timer.unref();
  }

  private async query(args: unknown[]): Promise<unknown> {
    const primaryQuery = () => (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (primaryScope.getStore()) {
      replicaFallbacks.inc({ reason: 'own_write' });
      return primaryQuery();
    }
    if (this.status.state !== 'ok') {
      replicaFallbacks.inc({ reason: this.status.state });
      return primaryQuery();
    }
    try {
      return await (this.replica.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (!replicaUnavailable(error)) throw error;
      if ((error as { code?: string }).code !== '40001') this.set({ state: 'down' });
      replicaFallbacks.inc({ reason: 'failed' });
      return primaryQuery();
    }
  }

  private set(status: ReplicaStatus) {
    const was = this.status.state;
    this.status = status;
    replicaObserved(status.state, status.lagMs);
    if (was !== status.state) this.options.onChange?.(was, status);
  }

  private async runProbe(): Promise<ReplicaStatus> {
    const now = Date.now();
    try {
      // The primary's position first: a replica that has replayed it is caught up.
      const primary = await this.primary
        .query<{ lsn: string | null }>(`select case when pg_is_in_recovery() then null else pg_current_wal_lsn()::text end as lsn`)
        .catch(() => ({ rows: [{ lsn: null }] }));
      const primaryLsn = primary.rows[0]?.lsn;
      if (primaryLsn) this.samples.push({ at: now, lsn: lsnValue(primaryLsn) });
      // Keep ten minutes of samples: enough to measure any lag the circuit acts on.
      while (this.samples.length > 1 && this.samples[0]!.at < now - 600_000) this.samples.shift();
      const replica = await this.probeClient.query<{ standby: boolean; replay: string | null }>(
        `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay`,
      );
      const row = replica.rows[0]!;
      let lagMs = 0;
      if (row.standby && row.replay) {
        const replayed = lsnValue(row.replay);
        // The earliest moment the primary was seen past what the replica has replayed.
        const behind = this.samples.find((sample) => sample.lsn > replayed);
        lagMs = behind ? Math.max(0, Date.now() - behind.at) : 0;
        // Samples the replica has passed are no longer needed (keep the newest as the floor).
        while (this.samples.length > 1 && this.samples[0]!.lsn <= replayed) this.samples.shift();
      }
      this.set({ state: lagMs >= this.options.maxLagMs ? 'lagging' : 'ok', lagMs });
    } catch {
      this.set({ state: 'down' });
    }
    return this.status;
  }
}
