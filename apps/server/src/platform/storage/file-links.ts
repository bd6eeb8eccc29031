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
/** The same path with a signature behind it, as a client may send it back. */
const SIGNED_PATH = new RegExp(
  `(/files/(?:${BUCKETS})/\\d{4}/\\d{2}/[0-9a-f]{32}(?:-thumb|-w\\d{3,4})?\\.[a-z]{3,4})\\?exp=\\d{1,12}&sig=[A-Za-z0-9_-]{1,64}`,
  'g',
);

/** The whole value is one restricted upload's served path (nothing before or after it). */
const EXACT_RESTRICTED_PATH = new RegExp(`^${RESTRICTED_PATH.source}$`);

export interface FileLinks {
  /** The signer of this moment: `sign(path)` appends `?exp=&sig=` to a value that is exactly a restricted upload path. */
  signer(now: Date): Promise<(path: string) => string>;
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

/** One signer per database handle, so every route of an app (and the files route) shares the key read. */
const signers = new WeakMap<object, FileLinks>();

/** The signer of an app; the key is read on first use (building the app, e.g. for the OpenAPI document, needs no database). */
export function createFileLinks(deps: Pick<AppDeps, 'db' | 'clock'>): FileLinks {
  const known = signers.get(deps.db);
  if (known) return known;
  let key: Promise<Buffer> | null = null;
  const keyOnce = () => {
    key ??= linkKey(deps).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const mac = (secret: Buffer, path: string, exp: number) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');
  const links: FileLinks = {
    async signer(now) {
      const secret = await keyOnce();
      const exp = Math.ceil((now.getTime() / 1000 + FILE_LINK_TTL_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
      return (path) => (EXACT_RESTRICTED_PATH.test(path) ? `${path}?exp=${exp}&sig=${mac(secret, path, exp)}` : path);
    },
    async verify(path, exp, sig, now) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const expected = Buffer.from(mac(await keyOnce(), path, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
  signers.set(deps.db, links);
  return links;
}

/**
 * The fields of a record that hold its own restricted uploads (checked as the writer's own uploads when
 * saved): an order's transfer proofs, an order's or a company's licence images, an upload just stored.
 * Only these are ever signed, and only by a route that has decided its reader may see the record.
 */
export type RecordFileField = 'voucher_image_url' | 'licence_images' | 'licence_url' | 'url' | 'thumbnail_url';

/**
 * Signs the restricted upload paths held by `fields` of `value` (walked in depth: a page's items, an
 * order's info) for a reader the calling route has already allowed to see the record. Any other text —
 * a review, a demand, a message that merely quotes such a path — is left as written, so it opens for no one.
 */
export async function signRecordFiles<T>(deps: Pick<AppDeps, 'db' | 'clock'>, value: T, fields: readonly RecordFileField[]): Promise<T> {
  if (value === null || value === undefined) return value;
  const sign = await createFileLinks(deps).signer(deps.clock.now());
  const names = new Set<string>(fields);
  const walk = (item: unknown, depth: number): unknown => {
    if (!item || typeof item !== 'object' || depth > 12) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    if (item instanceof Date) return item;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(item)) {
      if (!names.has(name)) out[name] = walk(field, depth + 1);
      else if (typeof field === 'string') out[name] = sign(field);
      else if (Array.isArray(field)) out[name] = field.map((entry) => (typeof entry === 'string' ? sign(entry) : entry));
      else out[name] = field;
    }
    return out;
  };
  return walk(value, 0) as T;
}

/** Drops the signature of restricted links a client sends back (a form re-saving the licence it was shown). */
export const unsignFileLinks = (text: string): string => (text.includes('?exp=') ? text.replace(SIGNED_PATH, '$1') : text);

/**
 * Drops signatures a client sends back in bodies (a form re-saving the licence it was shown), before
 * validation, so stored URLs stay the plain paths the uploads table knows. Nothing is signed on the way
 * out here: links are signed by the routes that read the record holding the file ({@link signRecordFiles}).
 */
export function registerFileLinkUnsigning(app: FastifyInstance): void {
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
