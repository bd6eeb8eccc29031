import type { FastifyRequest } from 'fastify';
import type { Role } from '../../db/schema/index';
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

/** What a token names: a user, a frozen account (refused with its own message), or nothing. */
type Lookup = AuthUser | 'frozen' | null;

const cache = new WeakMap<FastifyRequest, Promise<Lookup>>();

/** 401 for a frozen account's token: the client forgets it and goes to the login page. */
export const accountFrozen = () => new AppError('UNAUTHENTICATED', ACCOUNT_FROZEN_MESSAGE, undefined, 'ACCOUNT_FROZEN');
export const ACCOUNT_FROZEN_MESSAGE = '账号已被冻结，请联系客服';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // RFC 9110: the scheme name is case-insensitive (`bearer`, `BEARER`).
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The session lookup every signed-in request makes: its columns and its join, written once. Used alone
 * ({@link lookup}, a named statement planned once per connection) and inside the duplicate guard's claim
 * (one round trip for both). A frozen account's sessions are looked up every request, so a freeze takes
 * effect on the next one; a revoked or expired session names nobody.
 */
export const SESSION_LOOKUP_COLUMNS = 's.id as session_id, u.id as user_id, u.mobile, u.name, u.roles, u.frozen_at';
export const sessionLookupJoin = (hash: string, now: string) =>
  `left join (sessions s join users u on u.id = s.user_id) on s.token_hash = ${hash} and s.revoked_at is null and s.expires_at > ${now}`;
export interface SessionLookupRow {
  session_id: number | null;
  user_id: number | null;
  mobile: string | null;
  name: string | null;
  roles: string[] | null;
  frozen_at: Date | null;
}

const SESSION_USER = { name: 'session_user', text: `select ${SESSION_LOOKUP_COLUMNS} from (select 1) one ${sessionLookupJoin('$1', '$2')}` };

function toLookup(row: SessionLookupRow | undefined): Lookup {
  if (!row || row.session_id === null || row.user_id === null) return null;
  if (row.frozen_at) return 'frozen';
  return { sessionId: row.session_id, id: row.user_id, mobile: row.mobile!, name: row.name!, roles: row.roles as Role[] };
}

async function lookup(deps: AppDeps, token: string): Promise<Lookup> {
  const rows = await deps.pool.query<SessionLookupRow>({ ...SESSION_USER, values: [sha256(token), deps.clock.now()] });
  return toLookup(rows.rows[0]);
}

/** Keeps a lookup another statement made (with the request's own token) as this request's answer. */
export function rememberSessionLookup(request: FastifyRequest, row: SessionLookupRow): void {
  cache.set(request, Promise.resolve(toLookup(row)));
}

/** The user of a token that came another way than the Authorization header (a browser form's `_token`). */
export async function userForToken(deps: AppDeps, token: string): Promise<AuthUser | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const found = await lookup(deps, token);
  return found === 'frozen' ? null : found;
}

function lookupOnce(deps: AppDeps, request: FastifyRequest): Promise<Lookup> {
  let pending = cache.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token ? lookup(deps, token) : Promise.resolve(null);
    cache.set(request, pending);
  }
  return pending;
}

/** The logged-in user of this request, or null for a visitor (and for a frozen account). Looked up once per request. */
export async function currentUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser | null> {
  const found = await lookupOnce(deps, request);
  return found === 'frozen' ? null : found;
}

/** Access first: every use case on a user's data starts with this. 401 `请先登录` for visitors, 401 账号已被冻结 for a frozen account. */
export async function requireUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const found = await lookupOnce(deps, request);
  if (found === 'frozen') throw accountFrozen();
  if (!found) throw unauthenticated();
  return found;
}

export async function requireRole(deps: AppDeps, request: FastifyRequest, ...roles: Role[]): Promise<AuthUser> {
  const user = await requireUser(deps, request);
  if (!roles.some((role) => user.roles.includes(role))) throw forbidden('当前账号无权进行此操作');
  return user;
}

export { AppError };
