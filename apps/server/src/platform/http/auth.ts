import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../db/schema/index';
import { sessions, users } from '../../db/schema/index';
import { sha256 } from '../crypto';
import type { AppDeps } from '../deps';
import { AppError, forbidden, unauthenticated } from './app-error';

export interface AuthUser {
  id: number;
  mobile: string;
  name: string;
  roles: Role[];
  sessionId: number;
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // RFC 9110: the scheme name is case-insensitive (`bearer`, `BEARER`).
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

async function lookup(deps: AppDeps, token: string): Promise<AuthUser | null> {
  const rows = await deps.db
    .select({ sessionId: sessions.id, id: users.id, mobile: users.mobile, name: users.name, roles: users.roles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.clock.now())))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, roles: row.roles as Role[] } : null;
}

/** The user of a token that came another way than the Authorization header (a browser form's `_token`). */
export function userForToken(deps: AppDeps, token: string): Promise<AuthUser | null> {
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? lookup(deps, token) : Promise.resolve(null);
}

/** The logged-in user of this request, or null for a visitor. Looked up once per request. */
export function currentUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token ? lookup(deps, token) : Promise.resolve(null);
    cache.set(request, pending);
  }
  return pending;
}

/** Access first: every use case on a user's data starts with this. 401 `请先登录` for visitors. */
export async function requireUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const user = await currentUser(deps, request);
  if (!user) throw unauthenticated();
  return user;
}

export async function requireRole(deps: AppDeps, request: FastifyRequest, ...roles: Role[]): Promise<AuthUser> {
  const user = await requireUser(deps, request);
  if (!roles.some((role) => user.roles.includes(role))) throw forbidden('当前账号无权进行此操作');
  return user;
}

export { AppError };
