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
  // Empty means unset (the embedded database), as a shell's `DATABASE_URL=` would mean.
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  /** Connections each pool keeps to PostgreSQL (the primary's; the read pool's too): see bench/README.md, order submission. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** A read replica (or any second pool) for catalogue reads that only feed display; unset: the primary. */
  DATABASE_READ_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  /** The read replica's connect and statement timeout (ms): a read it does not answer in time goes to the primary. */
  REPLICA_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  /** Replay lag at which catalogue reads leave the replica for the primary (ms): the read-your-writes window. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** Bearer token GET /metrics asks for; unset: /metrics is open (keep it off the public proxy). */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  /** Where uploads are stored: disk (under DATA_DIR/uploads) or an S3-compatible object store. */
  UPLOAD_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Base URL where stored objects are publicly readable (CDN); unset: the server serves them under /files. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** true: https://<bucket>.<endpoint host>/<key>; default path style https://<endpoint>/<bucket>/<key>. */
  S3_VIRTUAL_HOSTED: booleanFromEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Set by `npm start` while it builds the web app beside the server's start: a file that exists until the
   * build is done. The database starts, migrates and seeds meanwhile; the routes and the port wait for it.
   */
  WEB_BUILD_PENDING: z.string().optional(),
  /** auto: demo data into an empty database, never in production; always: also in production (demo installs); never. */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  SMS_PROVIDER: z.enum(['development', 'http']).default('development'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Email notifications: `smtp://user:pass@host:port` or `smtps://…`; unset: the development outbox (never in production). */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\/.+/, { error: 'SMTP_URL must be smtp://… or smtps://…' })
      .optional(),
  ),
  /** The notifications' sender, e.g. `场地通 <no-reply@example.com>`. */
  MAIL_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** `off`: this web process does not run the notification worker (run `npm run worker` beside it). */
  WORKER: z.enum(['on', 'off']).default('on'),
  /** How long a worker's claim on a delivery lasts (ms): a worker killed mid-send has its rows sent again, under the same idempotency key, after this. */
  DELIVERY_LEASE_MS: z.coerce.number().int().min(2000).max(3_600_000).default(120_000),
  ALLOW_DEV_PROVIDERS: booleanFromEnv,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SMS codes one IP address may ask for in an hour (docs/spec/business-rules.md: 20). Raised only for test runs from one address. */
  SMS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** SMS codes one mobile may ask for in a Shanghai day (the spec's 10); the Playwright server raises it (its journeys share the demo accounts). */
  SMS_MAX_PER_MOBILE_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Seconds before a mobile may be sent another code (docs/spec/business-rules.md: 60). Shortened only for test runs. */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Test runs only (the Playwright server): the server's clock can be moved forward with
   * POST /api/dev/clock, so journeys can cross a deadline (a group buy's). Refused in production.
   */
  DEV_CLOCK: booleanFromEnv,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  TRUST_PROXY: booleanFromEnv,
  /** sandbox: the built-in sandbox gateway (refused in production unless ALLOW_DEV_PROVIDERS); live: real Alipay. */
  ALIPAY_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  ALIPAY_APP_ID: z.string().optional(),
  /** The app's RSA2 private key (PEM or bare base64, PKCS1 or PKCS8 — see ALIPAY_KEY_TYPE). */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_KEY_TYPE: z.enum(['PKCS1', 'PKCS8']).default('PKCS1'),
  /** Alipay's public key, to verify notifies. */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** The public origin (https://example.com) Alipay sends notifies and buyers back to; needed in live mode. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** The platform's bank account shown for offline transfers (demo values by default). */
  BENEFICIARY_ACCOUNT_HOLDER: z.string().default('上海场通信息科技有限公司'),
  BENEFICIARY_OPENING_BANK: z.string().default('招商银行上海分行营业部'),
  BENEFICIARY_ACCOUNT_NUMBER: z.string().default('1219 0865 7810 601'),
  /** WeChat Open Platform website app (QR login). Both unset: the built-in sandbox provider (development). */
  WECHAT_APP_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  WECHAT_APP_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** QQ Connect app. Both unset: the built-in sandbox provider (development). */
  QQ_APP_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  QQ_APP_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** QWeather (和风天气) API key: outdoor booths' calendars show its 7-day forecast. Unset: a deterministic development forecast (not in production). */
  QWEATHER_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** The QWeather API host of the key's account (console → 设置 → API Host). */
  QWEATHER_HOST: z.string().default('devapi.qweather.com'),
  /** Days after a sub-order finished before its earning becomes available to withdraw (docs/spec/business-rules.md "Settlement"). */
  SETTLEMENT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** builtin: lease contracts are signed with certificates of the platform's own CA (DATA_DIR/contracts-ca); vendor: an e-signature vendor. */
  CONTRACT_SIGNER: z.enum(['builtin', 'vendor']).default('builtin'),
  /** Where the contract CA's key and certificate are kept; unset: DATA_DIR/contracts-ca. Share it between processes of one database. */
  CONTRACT_CA_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  CONTRACT_VENDOR: z.enum(['esign', 'fadada']).default('esign'),
  CONTRACT_VENDOR_URL: z.string().url().optional(),
  CONTRACT_VENDOR_APP_ID: z.string().optional(),
  CONTRACT_VENDOR_SECRET: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'),
});

/** The names of every setting (environment variable) the server reads. */
export const CONFIG_KEYS: readonly string[] = Object.keys(ZConfig.shape);

export type Config = z.infer<typeof ZConfig> & { dataDir: string; webDist: string; contractCaDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.SEED_DEMO === 'always' && !config.ALLOW_DEV_PROVIDERS) {
    throw new Error(
      'Invalid configuration: SEED_DEMO=always is refused in production: it creates demo accounts (an operator, a buyer with ¥20,000). Use it only for a demo install with ALLOW_DEV_PROVIDERS=true.',
    );
  }
  if (config.NODE_ENV === 'production' && config.DEV_CLOCK) {
    throw new Error('Invalid configuration: DEV_CLOCK is for test runs and is refused in production.');
  }
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'development' && !config.ALLOW_DEV_PROVIDERS) {
    throw new Error('Invalid configuration: SMS_PROVIDER=development is refused in production. Configure a real provider or set ALLOW_DEV_PROVIDERS=true.');
  }
  if (config.NODE_ENV === 'production' && config.ALIPAY_MODE === 'sandbox' && !config.ALLOW_DEV_PROVIDERS) {
    throw new Error(
      'Invalid configuration: ALIPAY_MODE=sandbox is refused in production. Configure ALIPAY_MODE=live with real credentials or set ALLOW_DEV_PROVIDERS=true.',
    );
  }
  if (config.ALIPAY_MODE === 'live' && !(config.ALIPAY_APP_ID && config.ALIPAY_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY && config.PUBLIC_BASE_URL)) {
    throw new Error('Invalid configuration: ALIPAY_MODE=live needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY and PUBLIC_BASE_URL.');
  }
  if (config.UPLOAD_STORE === 's3' && !(config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: UPLOAD_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  if (Boolean(config.WECHAT_APP_ID) !== Boolean(config.WECHAT_APP_SECRET)) {
    throw new Error('Invalid configuration: WECHAT_APP_ID and WECHAT_APP_SECRET go together.');
  }
  if (Boolean(config.QQ_APP_ID) !== Boolean(config.QQ_APP_KEY)) {
    throw new Error('Invalid configuration: QQ_APP_ID and QQ_APP_KEY go together.');
  }
  if (config.CONTRACT_SIGNER === 'vendor' && !(config.CONTRACT_VENDOR_URL && config.CONTRACT_VENDOR_APP_ID && config.CONTRACT_VENDOR_SECRET)) {
    throw new Error('Invalid configuration: CONTRACT_SIGNER=vendor needs CONTRACT_VENDOR_URL, CONTRACT_VENDOR_APP_ID and CONTRACT_VENDOR_SECRET.');
  }
  if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_URL) {
    throw new Error('Invalid configuration: SMS_PROVIDER=http needs SMS_HTTP_URL.');
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    contractCaDir: path.resolve(config.CONTRACT_CA_DIR ?? path.join(config.DATA_DIR, 'contracts-ca')),
    webDist: config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
  };
}

/** Whether this start loads the demo marketplace into an empty database: never by default in production. */
export function shouldSeedDemo(config: Config): boolean {
  if (config.SEED_DEMO === 'always') return true;
  return config.SEED_DEMO === 'auto' && config.NODE_ENV !== 'production';
}

/**
 * Who may call the development endpoints (`/api/dev/*`: SMS outbox, sandbox completion): anyone in
 * development and tests; in production only an operator, and only on a demo install
 * (ALLOW_DEV_PROVIDERS=true); otherwise they are not registered at all.
 */
export function devEndpointAccess(config: Config): 'open' | 'operator' | 'off' {
  if (config.NODE_ENV !== 'production') return 'open';
  return config.ALLOW_DEV_PROVIDERS ? 'operator' : 'off';
}

export function isDevelopmentSms(config: Config): boolean {
  return config.SMS_PROVIDER === 'development';
}

/**
 * How WeChat or QQ login runs: `live` with the app's credentials; `sandbox` (the built-in provider)
 * without them in development, tests and demo installs; `off` in production without credentials.
 */
export function oauthMode(config: Config, provider: 'wechat' | 'qq'): 'live' | 'sandbox' | 'off' {
  const live = provider === 'wechat' ? Boolean(config.WECHAT_APP_ID && config.WECHAT_APP_SECRET) : Boolean(config.QQ_APP_ID && config.QQ_APP_KEY);
  if (live) return 'live';
  return config.NODE_ENV !== 'production' || config.ALLOW_DEV_PROVIDERS ? 'sandbox' : 'off';
}

/** Where booth calendars' weather comes from: QWeather with a key; the development stand-in otherwise (none in production). */
export function weatherMode(config: Config): 'qweather' | 'development' | 'off' {
  if (config.QWEATHER_KEY) return 'qweather';
  return config.NODE_ENV !== 'production' || config.ALLOW_DEV_PROVIDERS ? 'development' : 'off';
}
