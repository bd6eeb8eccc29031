import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { devEndpointAccess } from '../../config';
import type { SmsProvider } from '../../platform/sms/sms-provider';

/** One delivery as a channel sends it. */
export interface OutgoingMessage {
  idempotencyKey: string;
  kind: string;
  address: string;
  subject: string;
  body: string;
  html: string | null;
}

/** Sends one message; a rejection is a failed attempt (retried with backoff). */
export type Send = (message: OutgoingMessage) => Promise<void>;

export interface NotificationChannels {
  sms: Send;
  email: Send;
  /** The email transport: `smtp` (SMTP_URL) or `outbox` (development: kept for GET /api/dev/mail-outbox). */
  emailMode: 'smtp' | 'outbox' | 'off';
  close(): void;
}

const DEFAULT_MAIL_FROM = '场地通 <no-reply@localhost>';

/** Whether email can be sent at all: SMTP_URL, or the development outbox where development providers are allowed. */
export function emailModeOf(config: Config): NotificationChannels['emailMode'] {
  if (config.SMTP_URL) return 'smtp';
  return devEndpointAccess(config) === 'off' ? 'off' : 'outbox';
}

/**
 * The channels a worker delivers through: SMS by the configured provider (`http` posts
 * `{ mobile, text, kind }`), email by SMTP (nodemailer, `SMTP_URL` from `MAIL_FROM`) or, in
 * development without SMTP_URL, the outbox: the row marked sent is the mail (GET /api/dev/mail-outbox).
 * The SMTP timeouts keep one attempt well inside the worker's claim lease.
 */
export function createNotificationChannels(config: Config, sms: SmsProvider, logger: Logger): NotificationChannels {
  const emailMode = emailModeOf(config);
  let transport: Transporter | null = null;
  if (emailMode === 'smtp') {
    // Required only when SMTP is configured: a development start never loads it.
    const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    transport = nodemailer.createTransport(config.SMTP_URL!, {
      from: config.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  return {
    emailMode,
    sms: (message) => sms.sendText({ mobile: message.address, text: message.body, kind: message.kind }, message.idempotencyKey),
    email: async (message) => {
      if (!transport) {
        if (emailMode === 'off') throw new Error('未配置 SMTP_URL，无法发送邮件');
        logger.info({ to: message.address, subject: message.subject }, 'development mail (kept in the outbox, not sent)');
        return;
      }
      await transport.sendMail({
        from: config.MAIL_FROM ?? DEFAULT_MAIL_FROM,
        to: message.address,
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        // The same on every attempt of one message, so a receiving system can drop a repeat.
        messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@notifications.venue-marketplace>`,
      });
    },
    close: () => transport?.close(),
  };
}
