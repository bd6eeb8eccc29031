import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { smsOutbox } from '../../db/schema/index';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Logs codes and keeps them in the database outbox (shared by every process), for development and
 * tests. A notification is only logged: the notifications outbox keeps its text and status (operator
 * page `/admin/operator/notifications`).
 */
export class DevelopmentSmsProvider implements SmsProvider {
  readonly name = 'development';
  readonly hasOutbox = true;
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  async sendCode(mobile: string, code: string, sentAt: Date): Promise<void> {
    await this.db.insert(smsOutbox).values({ account: mobile, code, createdAt: sentAt });
    this.logger.info({ mobile, code }, 'development SMS code (not sent to a phone)');
  }

  async sendText(message: SmsMessage): Promise<void> {
    this.logger.info({ mobile: message.mobile, kind: message.kind, text: message.text }, 'development SMS (not sent to a phone)');
  }
}
