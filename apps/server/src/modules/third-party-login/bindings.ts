import type { OAuthBinding } from '@vm/contracts/third-party-login';
import { and, asc, eq } from 'drizzle-orm';
import { oauthIdentities, type OAuthProviderName } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { conflict } from '../../platform/http/app-error';
import { PROVIDER_LABEL } from './labels';

/** The caller's bound WeChat / QQ accounts (the profile page). */
export async function listBindings(deps: AppDeps, userId: number): Promise<OAuthBinding[]> {
  const rows = await deps.db
    .select({ provider: oauthIdentities.provider, nickname: oauthIdentities.nickname, createdAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(asc(oauthIdentities.provider));
  return rows.map((row) => ({ provider: row.provider as OAuthProviderName, nickname: row.nickname, bound_at: row.createdAt.toISOString() }));
}

/**
 * `POST /api/auth/unbind_wechat|unbind_qq`: the identity is forgotten; the account keeps its mobile
 * login, and that WeChat (QQ) must bind a mobile again to log in. 409 when none is bound.
 */
export async function unbind(deps: AppDeps, userId: number, provider: OAuthProviderName): Promise<void> {
  const removed = await deps.db
    .delete(oauthIdentities)
    .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)))
    .returning({ id: oauthIdentities.id });
  if (removed.length === 0) throw conflict(`当前账号未绑定${PROVIDER_LABEL[provider]}`);
}
