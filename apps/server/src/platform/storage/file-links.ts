import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RESTRICTED_BUCKETS } from '@vm/domain/upload-rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformSecrets } from '../../db/schema/index';
import type { AppDeps } from '../deps';

/** How long a signed link of a private upload opens it: enough to look at a page, not to be shared around. */
export const FILE_LINK_TTL_SECONDS = 15 * 60;
/** Expiries are rounded up to this step, so the same file gets the same link for a while (browser cache). */
const STEP_SECONDS = 5 * 60;

const BUCKETS = RESTRICTED_BUCKETS.join('|');
/** A restricted upload's served path, as stored and as handed out (`/files/voucher/2026/11/<hex>.jpg`). */
const RESTRICTED_PATH = new RegExp(`/files/(?:${BUCKETS})/\\d{4}/\\d{2}/[0-9a-f]{32}(?:-thumb|-w\\d{3,4})?\\.[a-z]{3,4}`, 'g');
const HAS_RESTRICTED_PATH = new RegExp(RESTRICTED_PATH.source);
/** The same path with a signature behind it, as a client may send it back. */
const SIGNED_PATH = new RegExp(
  `(/files/(?:${BUCKETS})/\\d{4}/\\d{2}/[0-9a-f]{32}(?:-thumb|-w\\d{3,4})?\\.[a-z]{3,4})\\?exp=\\d{1,12}&sig=[A-Za-z0-9_-]{1,64}`,
  'g',
);

export interface FileLinks {
  /** Appends `?exp=&sig=` to every restricted upload path in `text` (a JSON answer). */
  signAll(text: string, now: Date): Promise<string>;
  /** Whether `exp`/`sig` open `path` (`/files/voucher/…`) at `now`. */
  verify(path: string, exp: unknown, sig: unknown, now: Date): Promise<'ok' | 'expired' | 'invalid'>;
}

/** The installation's link key: made by the first process that asks, read by every other. */
async function linkKey(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Buffer> {
  await deps.db
    .insert(platformSecrets)
    .values({ name: 'file_links', value: randomBytes(32).toString('base64'), createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const [row] = await deps.db.select({ value: platformSecrets.value }).from(platformSecrets).where(eq(platformSecrets.name, 'file_links'));
  return Buffer.from(row!.value, 'base64');
}

/** The signer of an app; the key is read on first use (building the app, e.g. for the OpenAPI document, needs no database). */
export function createFileLinks(deps: Pick<AppDeps, 'db' | 'clock'>): FileLinks {
  let key: Promise<Buffer> | null = null;
  const keyOnce = () => {
    key ??= linkKey(deps).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const mac = (secret: Buffer, path: string, exp: number) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');
  return {
    async signAll(text, now) {
      if (!text.includes('/files/') || !HAS_RESTRICTED_PATH.test(text)) return text;
      const secret = await keyOnce();
      const exp = Math.ceil((now.getTime() / 1000 + FILE_LINK_TTL_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
      return text.replace(RESTRICTED_PATH, (path) => `${path}?exp=${exp}&sig=${mac(secret, path, exp)}`);
    },
    async verify(path, exp, sig, now) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const expected = Buffer.from(mac(await keyOnce(), path, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}

/** Drops the signature of restricted links a client sends back (a form re-saving the licence it was shown). */
export const unsignFileLinks = (text: string): string => (text.includes('?exp=') ? text.replace(SIGNED_PATH, '$1') : text);

/**
 * Signs restricted links on their way out: every `/api` JSON answer that names a transfer proof or a
 * licence hands a short-lived link instead — the endpoints already decided who may see the answer (the
 * owner, the suppliers of the order, staff). Signatures sent back in bodies are dropped before validation,
 * so stored URLs stay the plain paths the uploads table knows.
 */
export function registerFileLinkSigning(app: FastifyInstance, deps: Pick<AppDeps, 'clock'>, links: FileLinks): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.includes('json')) return payload;
    return links.signAll(payload, deps.clock.now());
  });
  app.addHook('preValidation', async (request) => {
    if (typeof request.body === 'string') request.body = unsignFileLinks(request.body);
    else unsignDeep(request.body);
  });
}

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
};

/** Unsigns restricted links in a parsed body, in place (plain objects and arrays only; bodies are bounded in depth). */
function unsignDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return unsignFileLinks(value);
  if (!value || typeof value !== 'object' || depth > 40 || !isPlain(value)) return value;
  const record = value as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    const item = record[name];
    const next = unsignDeep(item, depth + 1);
    if (next !== item) record[name] = next;
  }
  return value;
}
