import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { ReplicaRouter } from './db/read-router';
import type { EventSubscribers } from './events/record-event';
import type { SmsProvider } from './sms/sms-provider';

/** Everything a use case may need from the outside world, passed in so tests can replace parts. */
export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  clock: Clock;
  sms: SmsProvider;
  logger: Logger;
  /**
   * Who writes more in an event's own transaction (the notifications outbox): built by
   * `eventSubscribers(config)` in apps/server/src/event-subscribers.ts, passed to every `recordEvent`.
   */
  events: EventSubscribers;
  /**
   * Pool for catalogue reads that only feed display (search, venue detail, calendars): a read replica
   * when DATABASE_READ_URL is set. Absent: the primary. Never used inside an order's transaction.
   */
  readPool?: pg.Pool;
  /** The replica's circuit behind `readPool` (its state for readiness and metrics). */
  replica?: ReplicaRouter;
  /** Set when the process is shutting down: readiness answers 503 and connections are not kept alive. */
  lifecycle?: { draining: boolean };
}

/** The deps catalogue display reads run on: the read pool in place of the primary when there is one. */
export function catalogueReads<T extends Pick<AppDeps, 'pool' | 'readPool'>>(deps: T): T {
  return deps.readPool ? { ...deps, pool: deps.readPool } : deps;
}
