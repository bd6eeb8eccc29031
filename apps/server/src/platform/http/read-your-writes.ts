import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../crypto';
import { readFromPrimary } from '../db/read-router';
import { bearerToken } from './auth';

/** How long after a caller's own write its reads stay on the primary (docs/spec/api.md, Scale-out). */
export const READ_YOUR_WRITES_MS = 10_000;
/** The cookie that carries the window to whichever process answers the caller's next request. */
export const PRIMARY_COOKIE = 'vm_primary_until';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** This process's signed-in writers (by token hash) and the end of their window; bounded. */
const recentWriters = new Map<string, number>();
const MAX_WRITERS = 50_000;

function cookieUntil(request: FastifyRequest): number {
  const header = request.headers.cookie;
  if (!header) return 0;
  const match = new RegExp(`(?:^|;\\s*)${PRIMARY_COOKIE}=(\\d{13})(?:;|$)`).exec(header);
  return match ? Number(match[1]) : 0;
}

/**
 * Read-your-writes with a replica (decision 0050): a signed-in caller's successful write (any method but
 * GET/HEAD/OPTIONS answered below 400) opens a 10 s window in which the catalogue reads of its requests
 * run on the primary. The window is kept twice: in this process by token (an API client that keeps no
 * cookies, on the process it wrote through), and in a short cookie (a browser, on whichever process
 * behind the proxy answers next). The caller's own data (orders, cart, wallet, the supplier's venues)
 * always reads the primary; this covers the public catalogue pages it looks at right after.
 */
export function registerReadYourWrites(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method)) return done();
    const now = Date.now();
    let until = cookieUntil(request);
    const token = bearerToken(request);
    if (until <= now && token) until = recentWriters.get(sha256(token)) ?? 0;
    // Capped at the window: a forged cookie far in the future buys no more than a real write would.
    if (until > now && until <= now + READ_YOUR_WRITES_MS) return readFromPrimary(done);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const token = bearerToken(request);
    if (!token) return payload;
    const until = Date.now() + READ_YOUR_WRITES_MS;
    if (recentWriters.size >= MAX_WRITERS) {
      const now = Date.now();
      for (const [key, end] of recentWriters) if (end <= now) recentWriters.delete(key);
      if (recentWriters.size >= MAX_WRITERS) recentWriters.clear();
    }
    recentWriters.set(sha256(token), until);
    reply.header('set-cookie', `${PRIMARY_COOKIE}=${until}; Max-Age=${READ_YOUR_WRITES_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`);
    return payload;
  });
}
