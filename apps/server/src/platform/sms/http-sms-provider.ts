import type { SmsProvider } from './sms-provider';

/**
 * Posts `{ mobile, code, template }` as JSON to an SMS gateway of the operator's choice (a thin relay to
 * Aliyun, Tencent Cloud SMS…). A non-2xx answer is a delivery failure.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  readonly hasOutbox = false;
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async sendCode(mobile: string, code: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ mobile, code, template: 'login_code' }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
