/** Delivers a login code by SMS. A real provider implements this; the development one keeps an outbox. */
export interface SmsProvider {
  readonly name: string;
  /** True only for the development provider: the outbox endpoint exists only then. */
  readonly hasOutbox: boolean;
  sendCode(mobile: string, code: string, sentAt: Date): Promise<void>;
}
