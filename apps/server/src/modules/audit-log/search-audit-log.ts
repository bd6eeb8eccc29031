import type { AuditLogEntry, AuditLogQuery } from '@vm/contracts/operator-console';
import { addDays, shanghaiDayStart, toShanghaiIsoString, type BusinessDate } from '@vm/domain/business-date';
import { maskMobile } from '@vm/domain/mobile-mask';
import { containsPattern } from '../../platform/db/like-pattern';
import { and, count, desc, eq, gte, ilike, inArray, like, lt, or } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';

/**
 * GET /api/operator/audit_logs: staff actions, newest first, filtered by operator (`actor` id, or
 * `actor_keyword`: part of the mobile or name), action (prefix: `user.` finds every user action), target and business dates. Read only:
 * the table refuses update, delete and truncate.
 */
export async function searchAuditLog(deps: Pick<AppDeps, 'pool'>, query: AuditLogQuery): Promise<Page<AuditLogEntry>> {
  const a = auditLog;
  const where = and(
    query.actor ? eq(a.actorId, query.actor) : undefined,
    query.actor_keyword ? or(like(users.mobile, containsPattern(query.actor_keyword)), ilike(users.name, containsPattern(query.actor_keyword))) : undefined,
    query.action ? like(a.action, `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.target_type ? eq(a.targetType, query.target_type) : undefined,
    query.target_id ? eq(a.targetId, query.target_id) : undefined,
    query.start ? gte(a.occurredAt, shanghaiDayStart(query.start as BusinessDate)) : undefined,
    query.end ? lt(a.occurredAt, shanghaiDayStart(addDays(query.end as BusinessDate, 1))) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    typed(deps.pool)
      .select({
        id: a.id,
        actor_id: a.actorId,
        mobile: users.mobile,
        name: users.name,
        action: a.action,
        target_type: a.targetType,
        target_id: a.targetId,
        before: a.before,
        after: a.after,
        occurred_at: a.occurredAt,
      })
      .from(a)
      .leftJoin(users, eq(users.id, a.actorId))
      .where(where)
      .orderBy(desc(a.occurredAt), desc(a.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    typed(deps.pool).select({ total: count() }).from(a).leftJoin(users, eq(users.id, a.actorId)).where(where),
  ]);
  const buyers = await buyerNames(
    deps,
    rows.flatMap((row) => [row.before, row.after]),
  );
  const data = rows.map((row) => ({
    id: row.id,
    operator_id: row.actor_id,
    operator: row.mobile === null ? null : { mobile: row.mobile, name: row.name ?? '' },
    action: row.action,
    target: `${row.target_type}:${row.target_id}`,
    target_type: row.target_type,
    target_id: row.target_id,
    before: withBuyer(row.before, buyers),
    after: withBuyer(row.after, buyers),
    created_at: toShanghaiIsoString(row.occurred_at),
  }));
  return page(data, counted?.total ?? 0, query.page, query.page_size);
}

const buyerIdOf = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && typeof (value as { buyer_id?: unknown }).buyer_id === 'number'
    ? (value as { buyer_id: number }).buyer_id
    : null;

/** `name（138****0001）` of every customer an entry names by id (one query for the page). */
async function buyerNames(deps: Pick<AppDeps, 'pool'>, changes: unknown[]): Promise<Map<number, string>> {
  const ids = [...new Set(changes.map(buyerIdOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await typed(deps.pool).select({ id: users.id, name: users.name, mobile: users.mobile }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((user) => [Number(user.id), user.name ? `${user.name}（${maskMobile(user.mobile)}）` : maskMobile(user.mobile)]));
}

/** A change naming its customer by id reads `buyer: 张三（138****0001）` instead of `buyer_id: 1` and the full mobile. */
function withBuyer(value: unknown, buyers: ReadonlyMap<number, string>): unknown {
  const id = buyerIdOf(value);
  if (id === null) return value;
  const { buyer_id: _id, buyer_mobile: mobile, ...rest } = value as Record<string, unknown>;
  return { buyer: buyers.get(id) ?? (typeof mobile === 'string' ? maskMobile(mobile) : `#${id}`), ...rest };
}
