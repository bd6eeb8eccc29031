import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SMS_PROVIDER: 'development', NODE_ENV: 'development' });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('refuses the development SMS provider in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=development is refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }).SMS_PROVIDER).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' }).SMS_PROVIDER).toBe('http');
  });

  it('fails fast with a readable message on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
