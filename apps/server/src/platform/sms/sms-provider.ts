/** A text message to one mobile: a notification (`kind` the event, e.g. `order_item.paid`) or a login code. */
export interface SmsMessage {
  mobile: string;
  text: string;
  /** `login_code` for a code, else the event or reminder that caused it. */
  kind: string;
  code?: string;
}

/**
 * Delivers SMS: login codes and notifications. A real provider implements this; the development one
 * keeps an outbox. A rejected promise is a failed attempt (the caller retries notifications).
 */
export interface SmsProvider {
  readonly name: string;
  /** True only for the development provider: the outbox endpoint exists only then. */
  readonly hasOutbox: boolean;
  sendCode(mobile: string, code: string, sentAt: Date): Promise<void>;
  /** A notification; `idempotencyKey` is the same for every attempt of one message. */
  sendText(message: SmsMessage, idempotencyKey: string): Promise<void>;
}

/** The text of a login code (sent with `kind` `login_code` and the `code`). */
export const loginCodeText = (code: string): string => `【场地通】您的验证码是${code}，5分钟内有效，请勿泄露给他人。`;
