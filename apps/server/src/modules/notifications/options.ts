import type { Config } from '../../config';
import { emailModeOf } from './channels';
import type { OutboxOptions } from './outbox';

/** Links start at PUBLIC_BASE_URL, or else at the server's own address. */
export function outboxOptions(config: Config): OutboxOptions {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return { linkBase: config.PUBLIC_BASE_URL ?? `http://${host}:${config.PORT}`, emailEnabled: emailModeOf(config) !== 'off' };
}
