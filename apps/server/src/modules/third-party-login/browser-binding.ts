import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser a login started in: a random id in an HttpOnly cookie scoped to /api/auth. The `state`
 * of a login is bound to it, so a code and state carried into another browser (login CSRF) are refused.
 */
export const BROWSER_COOKIE = 'vm_oauth_browser';
const VALUE = /^[A-Za-z0-9_-]{32,64}$/;

export function browserIdOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BROWSER_COOKIE) {
      const value = rest.join('=');
      return VALUE.test(value) ? value : null;
    }
  }
  return null;
}

/** The browser's id, set as a cookie when it has none yet. */
export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = browserIdOf(request);
  if (existing) return existing;
  const value = randomBytes(32).toString('base64url');
  reply.header('set-cookie', `${BROWSER_COOKIE}=${value}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=2592000${secure ? '; Secure' : ''}`);
  return value;
}
