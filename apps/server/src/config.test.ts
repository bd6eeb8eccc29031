import { describe, expect, it } from 'vitest';
import { devEndpointAccess, loadConfig, shouldSeedDemo } from './config';

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
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', ...LIVE_ALIPAY }).SMS_PROVIDER).toBe(
      'http',
    );
  });

  it('refuses the sandbox payment gateway in production unless explicitly allowed, and live mode without credentials', () => {
    const realSms = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' };
    expect(() => loadConfig(realSms)).toThrow(/ALIPAY_MODE=sandbox is refused in production/);
    expect(loadConfig({ ...realSms, ALLOW_DEV_PROVIDERS: 'true' }).ALIPAY_MODE).toBe('sandbox');
    expect(loadConfig({ ...realSms, ...LIVE_ALIPAY }).ALIPAY_MODE).toBe('live');
    expect(() => loadConfig({ ALIPAY_MODE: 'live' })).toThrow(/ALIPAY_MODE=live needs/);
  });

  it('refuses the movable test clock (DEV_CLOCK) in production, even with the development providers', () => {
    expect(loadConfig({ DEV_CLOCK: 'true' }).DEV_CLOCK).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true', DEV_CLOCK: 'true' })).toThrow(
      /DEV_CLOCK is for test runs and is refused in production/,
    );
  });

  it('seeds the demo marketplace by default only outside production, and always only on a demo install', () => {
    const production = { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' };
    expect(shouldSeedDemo(loadConfig({}))).toBe(true);
    expect(shouldSeedDemo(loadConfig({ SEED_DEMO: 'never' }))).toBe(false);
    expect(shouldSeedDemo(loadConfig(production))).toBe(false);
    expect(shouldSeedDemo(loadConfig({ ...production, SEED_DEMO: 'always' }))).toBe(true);
    const realProviders = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', ...LIVE_ALIPAY };
    expect(() => loadConfig({ ...realProviders, SEED_DEMO: 'always' })).toThrow(/^Invalid configuration: SEED_DEMO=always is refused in production[^\n]*$/);
    expect(() => loadConfig({ SEED_DEMO: 'sometimes' })).toThrow(/SEED_DEMO/);
  });

  it('opens the development endpoints in development, to operators on a production demo install, and never otherwise', () => {
    expect(devEndpointAccess(loadConfig({}))).toBe('open');
    expect(devEndpointAccess(loadConfig({ NODE_ENV: 'test' }))).toBe('open');
    expect(devEndpointAccess(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }))).toBe('operator');
    const realProviders = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', ...LIVE_ALIPAY };
    expect(devEndpointAccess(loadConfig(realProviders))).toBe('off');
  });

  it('takes a metrics token of a useful length and a read replica URL', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token', DATABASE_READ_URL: 'postgres://reader@replica:5432/app' })).toMatchObject({
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      DATABASE_READ_URL: 'postgres://reader@replica:5432/app',
    });
  });

  it('fails fast with a readable message on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: [^\n]+$/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });
});
