import type { OperatorUser, OperatorUsersQuery } from '@vm/contracts/operator-console';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Role } from '../../db/schema/index';
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

interface UserRow {
  id: number;
  mobile: string;
  name: string;
  roles: Role[];
  frozen_at: Date | null;
  frozen_reason: string | null;
  order_count: number;
  created_at: Date;
}

const view = (row: UserRow): OperatorUser => ({
  id: row.id,
  mobile: row.mobile,
  name: row.name,
  roles: row.roles,
  frozen: row.frozen_at !== null,
  frozen_at: row.frozen_at ? toShanghaiIsoString(row.frozen_at) : null,
  frozen_reason: row.frozen_reason,
  order_count: row.order_count,
  created_at: toShanghaiIsoString(row.created_at),
});

const SELECT = `select u.id, u.mobile, u.name, u.roles, u.frozen_at, u.frozen_reason, u.created_at,
  (select count(*)::int from orders o where o.user_id = u.id) as order_count from users u`;

export async function listUsers(deps: Pick<AppDeps, 'pool'>, query: OperatorUsersQuery): Promise<Page<OperatorUser>> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.keyword) {
    values.push(containsPattern(query.keyword));
    where.push(`(u.mobile like $${values.length} or u.name ilike $${values.length})`);
  }
  if (query.role) {
    values.push(query.role);
    where.push(`$${values.length} = any(u.roles)`);
  }
  if (query.status) where.push(query.status === 'frozen' ? 'u.frozen_at is not null' : 'u.frozen_at is null');
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const [rows, count] = await Promise.all([
    deps.pool.query<UserRow>(`${SELECT} ${filter} order by u.id desc limit $${values.length + 1} offset $${values.length + 2}`, [
      ...values,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
    deps.pool.query<{ total: number }>(`select count(*)::int as total from users u ${filter}`, values),
  ]);
  return page(rows.rows.map(view), count.rows[0]?.total ?? 0, query.page, query.page_size);
}

async function lockUser(tx: Queryable, id: number): Promise<UserRow> {
  const row = (await tx.query<UserRow>(`${SELECT} where u.id = $1 for update of u`, [id])).rows[0];
  if (!row) throw notFound('用户');
  return row;
}

const snapshot = (row: UserRow) => ({ roles: row.roles, frozen: row.frozen_at !== null, frozen_reason: row.frozen_reason });

export async function freezeUser(deps: AppDeps, operatorId: number, userId: number, reason: string | undefined): Promise<OperatorUser> {
  if (userId === operatorId) throw conflict('不能冻结自己的账号');
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await lockUser(tx, userId);
    if (before.frozen_at) throw conflict('该账号已被冻结');
    await tx.query('update users set frozen_at = $2, frozen_reason = $3 where id = $1', [userId, now, reason ?? null]);
    const after = await lockUser(tx, userId);
    await recordEvent(tx, {
      type: 'user.frozen',
      actorId: operatorId,
      subjectUserId: userId,
      payload: { reason: reason ?? null },
      audit: { action: 'user.freeze', targetType: 'user', targetId: userId, before: snapshot(before), after: snapshot(after) },
      now,
    });
    return view(after);
  });
}

export async function unfreezeUser(deps: AppDeps, operatorId: number, userId: number): Promise<OperatorUser> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await lockUser(tx, userId);
    if (!before.frozen_at) throw conflict('该账号未被冻结');
    await tx.query('update users set frozen_at = null, frozen_reason = null where id = $1', [userId]);
    // Tokens from before the freeze stay dead: the person logs in again.
    await tx.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
    const after = await lockUser(tx, userId);
    await recordEvent(tx, {
      type: 'user.unfrozen',
      actorId: operatorId,
      subjectUserId: userId,
      audit: { action: 'user.unfreeze', targetType: 'user', targetId: userId, before: snapshot(before), after: snapshot(after) },
      now,
    });
    return view(after);
  });
}

export async function setUserRoles(deps: AppDeps, operatorId: number, userId: number, roles: Role[]): Promise<OperatorUser> {
  const wanted = [...new Set(roles)];
  if (userId === operatorId && !wanted.includes('operator')) throw conflict('不能取消自己的运营权限');
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await lockUser(tx, userId);
    await tx.query('update users set roles = $2 where id = $1', [userId, wanted]);
    const after = await lockUser(tx, userId);
    await recordEvent(tx, {
      type: 'user.roles_changed',
      actorId: operatorId,
      subjectUserId: userId,
      payload: { roles: wanted },
      audit: { action: 'user.set_roles', targetType: 'user', targetId: userId, before: snapshot(before), after: snapshot(after) },
      now,
    });
    return view(after);
  });
}
