import type { FastifyInstance } from 'fastify';
import { sha256 } from '../crypto';
import type { AppDeps } from '../deps';
import { failure } from './envelope';
import { bearerToken, rememberSessionLookup, SESSION_LOOKUP_COLUMNS, sessionLookupJoin, type SessionLookupRow } from './auth';

export const DUPLICATE_WINDOW_MS = 1000;
export const DUPLICATE_MESSAGE = '1s内请勿重复请求';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for endpoints a gateway may legitimately repeat (payment notifies). */
    dedupe?: boolean;
  }
}

/**
 * Refuses the same POST (same caller, path and body) within 1 s. The keys live in PostgreSQL, so the
 * guard holds across several server processes on one database. Time comes from the app's clock, so tests
 * can step past the window instead of sleeping.
 */
const CLAIM = {
  name: 'claim-request-key',
  text: `insert into request_dedupe (key, expires_at) values ($1, $2)
       on conflict (key) do update set expires_at = excluded.expires_at where request_dedupe.expires_at <= $3
       returning key`,
};

/**
 * The claim and the caller's session lookup (platform/http/auth.ts) in one statement: every logged-in
 * POST would otherwise send both before the route's own work (decision 0024).
 */
const CLAIM_WITH_SESSION = {
  name: 'claim-request-key-session',
  text: `with claim as (
  insert into request_dedupe (key, expires_at) values ($1, $2)
  on conflict (key) do update set expires_at = excluded.expires_at where request_dedupe.expires_at <= $3
  returning key
)
select exists (select 1 from claim) as claimed, ${SESSION_LOOKUP_COLUMNS}
  from (select 1) one ${sessionLookupJoin('$4', '$3')}`,
};

export function registerDuplicatePostGuard(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.dedupe === false) return;
    const token = bearerToken(request);
    const caller = token ?? `ip:${request.ip}`;
    const key = sha256(`${caller}\n${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const now = deps.clock.now().getTime();
    let claimed: boolean;
    if (token) {
      // The route will look the caller's session up: this statement does it with the claim, and
      // currentUser keeps the answer for the request.
      const result = await deps.pool.query<SessionLookupRow & { claimed: boolean }>({
        ...CLAIM_WITH_SESSION,
        values: [key, new Date(now + DUPLICATE_WINDOW_MS), new Date(now), sha256(token)],
      });
      rememberSessionLookup(request, result.rows[0]!);
      claimed = result.rows[0]!.claimed;
    } else {
      claimed = ((await deps.pool.query({ ...CLAIM, values: [key, new Date(now + DUPLICATE_WINDOW_MS), new Date(now)] })).rowCount ?? 0) > 0;
    }
    if (!claimed) {
      return reply.status(429).send(failure(429, DUPLICATE_MESSAGE));
    }
  });
}

/** Old keys are useless after their second; the jobs runner calls this now and then. */
export async function purgeDuplicateKeys(deps: AppDeps): Promise<number> {
  const result = await deps.pool.query('delete from request_dedupe where expires_at < $1', [new Date(deps.clock.now().getTime() - 60_000)]);
  return result.rowCount ?? 0;
}
