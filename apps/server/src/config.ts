import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, with a safe development default. Listed in the README. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  SMS_PROVIDER: z.enum(['development', 'http']).default('development'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  ALLOW_DEV_PROVIDERS: booleanFromEnv,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  TRUST_PROXY: booleanFromEnv,
  MAP_TILE_URL: z.string().default('https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'),
});

export type Config = z.infer<typeof ZConfig> & { dataDir: string; webDist: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'development' && !config.ALLOW_DEV_PROVIDERS) {
    throw new Error(
      'Invalid configuration: SMS_PROVIDER=development is refused in production. Configure a real provider or set ALLOW_DEV_PROVIDERS=true.',
    );
  }
  if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_URL) {
    throw new Error('Invalid configuration: SMS_PROVIDER=http needs SMS_HTTP_URL.');
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    webDist: config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
  };
}

export function isDevelopmentSms(config: Config): boolean {
  return config.SMS_PROVIDER === 'development';
}
