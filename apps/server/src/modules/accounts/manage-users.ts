import type { OperatorUser, OperatorUsersQuery } from '@vm/contracts/operator-console';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { and, count, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { orders, sessions, users, type Role } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { containsPattern } from '../../platform/db/like-pattern';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

/**
 * Operator console "users": search by mobile or name, change roles, freeze and unfreeze. A freeze is
 * read on every request (platform/http/auth), so the account's tokens stop working on the next one;
 * an unfreeze revokes the sessions that existed before it, so the person logs in afresh.
 */

function userRows(client: Queryable) {
  return typed(client)
    .select({
      id: users.id,
      mobile: users.mobile,
      name: users.name,
      roles: sql<Role[]>`${users.roles}`,
      frozenAt: users.frozenAt,
      frozenReason: users.frozenReason,
      createdAt: users.createdAt,
      // Nested: Drizzle leaves a one-table select's top-level columns unqualified, and the subquery must name both tables.
      orderCount: sql<number>`${sql`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`}`,
    })
    .from(users);
}
type UserRow = Awaited<ReturnType<ReturnType<typeof userRows>['execute']>>[number];

const view = (row: UserRow): OperatorUser => ({
  id: row.id,
  mobile: row.mobile,
  name: row.name,
  roles: row.roles,
  frozen: row.frozenAt !== null,
  frozen_at: row.frozenAt ? toShanghaiIsoString(row.frozenAt) : null,
  frozen_reason: row.frozenReason,
  order_count: row.orderCount,
  created_at: toShanghaiIsoString(row.createdAt),
});

export async function listUsers(deps: Pick<AppDeps, 'pool'>, query: OperatorUsersQuery): Promise<Page<OperatorUser>> {
  const filters: SQL[] = [];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(like(users.mobile, pattern), ilike(users.name, pattern))!);
  }
  if (query.role) filters.push(sql`${query.role}::text = any(${users.roles})`);
  if (query.status) filters.push(query.status === 'frozen' ? isNotNull(users.frozenAt) : isNull(users.frozenAt));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    userRows(deps.pool)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    typed(deps.pool).select({ total: count() }).from(users).where(where),
  ]);
  return page(rows.map(view), counted?.total ?? 0, query.page, query.page_size);
}

async function lockUser(tx: Queryable, id: number): Promise<UserRow> {
  const [row] = await userRows(tx).where(eq(users.id, id)).for('update', { of: users });
  if (!row) throw notFound('用户');
  return row;
}

const snapshot = (row: UserRow) => ({ roles: row.roles, frozen: row.frozenAt !== null, frozen_reason: row.frozenReason });

export async function freezeUser(deps: AppDeps, operatorId: number, userId: number, reason: string | undefined): Promise<OperatorUser> {
  if (userId === operatorId) throw conflict('不能冻结自己的账号');
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await lockUser(tx, userId);
    if (before.frozenAt) throw conflict('该账号已被冻结');
    await typed(tx)
      .update(users)
      .set({ frozenAt: now, frozenReason: reason ?? null })
      .where(eq(users.id, userId));
    const after = await lockUser(tx, userId);
    await recordEvent(
      tx,
      {
        type: 'user.frozen',
        actorId: operatorId,
        subjectUserId: userId,
        payload: { reason: reason ?? null },
        audit: { action: 'user.freeze', targetType: 'user', targetId: userId, before: snapshot(before), after: snapshot(after) },
        now,
      },
      deps.events,
    );
    return view(after);
  });
}

export async function unfreezeUser(deps: AppDeps, operatorId: number, userId: number): Promise<OperatorUser> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await lockUser(tx, userId);
    if (!before.frozenAt) throw conflict('该账号未被冻结');
    await typed(tx).update(users).set({ frozenAt: null, frozenReason: null }).where(eq(users.id, userId));
    // Tokens from before the freeze stay dead: the person logs in again.
    await typed(tx)
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    const after = await lockUser(tx, userId);
    await recordEvent(
      tx,
      {
        type: 'user.unfrozen',
        actorId: operatorId,
        subjectUserId: userId,
        audit: { action: 'user.unfreeze', targetType: 'user', targetId: userId, before: snapshot(before), after: snapshot(after) },
        now,
      },
      deps.events,
    );
    return view(after);
  });
}

export async function setUserRoles(deps: AppDeps, operatorId: number, userId: number, roles: Role[]): Promise<OperatorUser> {
  const wanted = [...new Set(roles)];
  if (userId === operatorId && !wanted.includes('operator')) throw conflict('不能取消自己的运营权限');
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await lockUser(tx, userId);
    await typed(tx).update(users).set({ roles: wanted }).where(eq(users.id, userId));
    const after = await lockUser(tx, userId);
    await recordEvent(
      tx,
      {
        type: 'user.roles_changed',
        actorId: operatorId,
        subjectUserId: userId,
        payload: { roles: wanted },
        audit: { action: 'user.set_roles', targetType: 'user', targetId: userId, before: snapshot(before), after: snapshot(after) },
        now,
      },
      deps.events,
    );
    return view(after);
  });
}
