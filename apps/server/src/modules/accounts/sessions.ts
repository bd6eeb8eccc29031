import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { newToken, sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';

export async function createSession(deps: AppDeps, userId: number): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * 86_400_000),
  });
  return token;
}

export async function revokeSession(deps: AppDeps, token: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}
