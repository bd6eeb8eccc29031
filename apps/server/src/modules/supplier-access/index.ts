import type { ChildPermission, SupplierAccount } from '@vm/contracts/supplier-child-accounts';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { childAccounts, supplierActions, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/http/app-error';
import { requireUser } from '../../platform/http/auth';

/**
 * Who acts in a supplier's back office. A `property` user, or an `agent` running venues on behalf of
 * owners (docs/spec/business-rules.md "Roles beyond the buyer and the owner"), acts for itself with every permission; a
 * child account (child_accounts) acts for its parent with its permissions. Every use case on supplier
 * data takes the `ownerId` for ownership checks (another supplier's ids read as missing) and records
 * changes with the `actorId` beside it.
 */
export interface SupplierActor {
  ownerId: number;
  actorId: number;
  isChild: boolean;
  permissions: ChildPermission[];
}

const ALL: ChildPermission[] = ['orders', 'venues'];
const cache = new WeakMap<FastifyRequest, Promise<SupplierActor | null>>();

async function resolve(deps: Pick<AppDeps, 'pool'>, user: { id: number; roles: string[] }): Promise<SupplierActor | null> {
  if (user.roles.includes('property') || user.roles.includes('agent')) return { ownerId: user.id, actorId: user.id, isChild: false, permissions: ALL };
  const [found] = await typed(deps.pool)
    .select({ ownerId: childAccounts.ownerId, permissions: childAccounts.permissions })
    .from(childAccounts)
    .innerJoin(users, eq(users.id, childAccounts.ownerId))
    .where(and(eq(childAccounts.userId, user.id), sql`${users.roles} && array['property', 'agent']::text[]`));
  return found ? { ownerId: found.ownerId, actorId: user.id, isChild: true, permissions: found.permissions as ChildPermission[] } : null;
}

/** The acting supplier of this request, or null (a visitor is refused with 401 first). */
export async function supplierActorOf(deps: AppDeps, request: FastifyRequest): Promise<SupplierActor | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = requireUser(deps, request).then((user) => resolve(deps, user));
    cache.set(request, pending);
  }
  return pending;
}

/**
 * Access first for every supplier endpoint: 401 for a visitor, 403 for someone who is neither a
 * supplier nor a child account with `permission`.
 */
export async function requireSupplier(deps: AppDeps, request: FastifyRequest, permission: ChildPermission): Promise<SupplierActor> {
  const actor = await supplierActorOf(deps, request);
  if (!actor || !actor.permissions.includes(permission)) throw forbidden('当前账号无权进行此操作');
  return actor;
}

/** Only the supplier itself (not a child): managing child accounts. */
export async function requireSupplierOwner(deps: AppDeps, request: FastifyRequest): Promise<SupplierActor> {
  const actor = await supplierActorOf(deps, request);
  if (!actor || actor.isChild) throw forbidden('当前账号无权进行此操作');
  return actor;
}

/**
 * The same checks as an onRequest hook of a whole supplier module (`app.addHook('onRequest', …)`): the
 * role is checked before the body is parsed or validated (docs/spec/api.md "Hardening — fixed"), so a buyer
 * learns 403 and nothing from a 422. Without a permission: any supplier actor (the handler checks the
 * finer permission). The handlers' own calls reuse the request's cached actor.
 */
export const supplierGate =
  (deps: AppDeps, permission?: ChildPermission) =>
  async (request: FastifyRequest): Promise<void> => {
    if (permission) await requireSupplier(deps, request, permission);
    else if (!(await supplierActorOf(deps, request))) throw forbidden('当前账号无权进行此操作');
  };

/** Records one change in the supplier's log (same transaction as the change). */
export async function recordAction(client: Queryable, actor: SupplierActor, action: string, target: string, now: Date): Promise<void> {
  await typed(client)
    .insert(supplierActions)
    .values({ ownerId: actor.ownerId, actorId: actor.actorId, action: action.slice(0, 40), target: target.slice(0, 120), createdAt: now });
}

/** GET /api/supplier_account */
export async function describeSupplierAccount(deps: Pick<AppDeps, 'pool'>, actor: SupplierActor): Promise<SupplierAccount> {
  const rows = await typed(deps.pool)
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, [actor.ownerId, actor.actorId]));
  const byId = new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, mobile: row.mobile }]));
  return { owner: byId.get(actor.ownerId)!, actor: byId.get(actor.actorId)!, is_child: actor.isChild, permissions: actor.permissions };
}
