import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../db/client';
import { DevelopmentSmsProvider } from './development-sms-provider';
import { HttpSmsProvider } from './http-sms-provider';
import type { SmsProvider } from './sms-provider';

export function createSmsProvider(config: Config, db: Database, logger: Logger): SmsProvider {
  if (config.SMS_PROVIDER === 'http') return new HttpSmsProvider(config.SMS_HTTP_URL ?? '', config.SMS_HTTP_TOKEN);
  return new DevelopmentSmsProvider(db, logger);
}
