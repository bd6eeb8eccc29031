import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const LIVE_ALIPAY = {
  ALIPAY_MODE: 'live',
  ALIPAY_APP_ID: '2021000000000000',
  ALIPAY_PRIVATE_KEY: 'app-private-key',
  ALIPAY_PUBLIC_KEY: 'alipay-public-key',
  PUBLIC_BASE_URL: 'https://venues.example.com',
};

describe('configuration', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SMS_PROVIDER: 'development', NODE_ENV: 'development' });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('refuses the development SMS provider in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=development is refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }).SMS_PROVIDER).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', ...LIVE_ALIPAY }).SMS_PROVIDER).toBe('http');
  });

  it('refuses the sandbox payment gateway in production unless explicitly allowed, and live mode without credentials', () => {
    const realSms = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' };
    expect(() => loadConfig(realSms)).toThrow(/ALIPAY_MODE=sandbox is refused in production/);
    expect(loadConfig({ ...realSms, ALLOW_DEV_PROVIDERS: 'true' }).ALIPAY_MODE).toBe('sandbox');
    expect(loadConfig({ ...realSms, ...LIVE_ALIPAY }).ALIPAY_MODE).toBe('live');
    expect(() => loadConfig({ ALIPAY_MODE: 'live' })).toThrow(/ALIPAY_MODE=live needs/);
  });

  it('fails fast with a readable message on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
