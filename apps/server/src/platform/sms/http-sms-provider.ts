import { LOGIN_CODE_KIND } from '@vm/domain/notifications';
import { loginCodeText, type SmsMessage, type SmsProvider } from './sms-provider';

/**
 * Posts `{ mobile, text, kind, code? }` as JSON to `SMS_HTTP_URL`, the operator's SMS gateway (a thin
 * relay to Aliyun, Tencent Cloud SMS…; docs/spec/api.md "Notifications — fixed"): `kind` is `login_code` with
 * `code` for a login code, else the event. A non-2xx answer or no answer within 10 s is a failed
 * attempt. A notification carries an `Idempotency-Key` header, the same on every attempt of one
 * message, so a gateway that keeps them can drop a repeat.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  readonly hasOutbox = false;
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}

  async sendCode(mobile: string, code: string): Promise<void> {
    await this.post({ mobile, text: loginCodeText(code), kind: LOGIN_CODE_KIND, code });
  }

  async sendText(message: SmsMessage, idempotencyKey: string): Promise<void> {
    await this.post({ mobile: message.mobile, text: message.text, kind: message.kind }, idempotencyKey);
  }

  private async post(body: SmsMessage, idempotencyKey?: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Read the body so the connection is reused, whatever the answer.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
