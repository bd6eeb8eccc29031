import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { SmsProvider } from './sms/sms-provider';

/** Everything a use case may need from the outside world, passed in so tests can replace parts. */
export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  clock: Clock;
  sms: SmsProvider;
  logger: Logger;
}
