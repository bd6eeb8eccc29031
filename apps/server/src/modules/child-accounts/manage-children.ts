import type { ChildAccountBody, ChildPermission } from '@vm/contracts/supplier-child-accounts';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { userForMobile } from '../accounts';
import { childOfUser, deleteChild, insertChild, updateChild } from './queries';

export const CHILD_MESSAGES = {
  self: '不能把自己添加为子账号',
  isSupplier: '该手机号已是供应商账号，不能添加为子账号',
  taken: '该手机号已是子账号',
} as const;

const unique = (permissions: readonly ChildPermission[]) => [...new Set(permissions)].sort();

/**
 * POST /api/child_accounts: staff of the supplier, by mobile (a new mobile gets a business account it
 * logs into with its own SMS code). A supplier's own mobile or another supplier's staff is refused.
 */
export async function addChildAccount(deps: AppDeps, actor: SupplierActor, body: ChildAccountBody): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const user = await userForMobile(client, body.mobile, body.name, now);
    if (user.id === actor.ownerId) throw conflict(CHILD_MESSAGES.self);
    if (user.roles.includes('property')) throw conflict(CHILD_MESSAGES.isSupplier);
    if (await childOfUser(client, user.id)) throw conflict(CHILD_MESSAGES.taken);
    const id = await insertChild(client, { ownerId: actor.ownerId, userId: user.id, name: body.name, permissions: unique(body.permissions), now });
    if (!id) throw conflict(CHILD_MESSAGES.taken);
    await recordAction(client, actor, 'child.add', `子账号 ${body.name} ${body.mobile}（${unique(body.permissions).join(',')}）`, now);
    return { id };
  });
}

/** PUT /api/child_accounts/{id}: name and permissions; takes effect on the child's next request. */
export async function changeChildAccount(
  deps: AppDeps,
  actor: SupplierActor,
  id: number,
  body: { name: string; permissions: ChildPermission[] },
): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (client) => {
    const mobile = await updateChild(client, actor.ownerId, id, body.name, unique(body.permissions));
    if (!mobile) throw notFound('子账号');
    await recordAction(client, actor, 'child.update', `子账号 ${body.name} ${mobile}（${unique(body.permissions).join(',')}）`, deps.clock.now());
    return { id };
  });
}

/** DELETE /api/child_accounts/{id}: the person keeps their own account but no longer acts for the supplier. */
export async function removeChildAccount(deps: AppDeps, actor: SupplierActor, id: number): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (client) => {
    const mobile = await deleteChild(client, actor.ownerId, id);
    if (!mobile) throw notFound('子账号');
    await recordAction(client, actor, 'child.remove', `子账号 ${mobile}`, deps.clock.now());
    return { id };
  });
}
