import type { AuditLogEntry, AuditLogQuery } from '@vm/contracts/operator-console';
import { addDays, shanghaiDayStart, toShanghaiIsoString, type BusinessDate } from '@vm/domain/business-date';
import { maskMobile } from '@vm/domain/mobile-mask';
import { containsPattern } from '../../platform/db/like-pattern';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';

interface Row {
  id: number;
  actor_id: number | null;
  mobile: string | null;
  name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  occurred_at: Date;
}

/**
 * GET /api/operator/audit_logs: staff actions, newest first, filtered by operator (`actor` id, or
 * `actor_keyword`: part of the mobile or name), action (prefix: `user.` finds every user action), target and business dates. Read only:
 * the table refuses update, delete and truncate.
 */
export async function searchAuditLog(deps: Pick<AppDeps, 'pool'>, query: AuditLogQuery): Promise<Page<AuditLogEntry>> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (query.actor) where.push(`a.actor_id = ${add(query.actor)}`);
  if (query.actor_keyword) {
    const pattern = add(containsPattern(query.actor_keyword));
    where.push(`(u.mobile like ${pattern} or u.name ilike ${pattern})`);
  }
  if (query.action) where.push(`a.action like ${add(`${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (query.target_type) where.push(`a.target_type = ${add(query.target_type)}`);
  if (query.target_id) where.push(`a.target_id = ${add(query.target_id)}`);
  if (query.start) where.push(`a.occurred_at >= ${add(shanghaiDayStart(query.start as BusinessDate))}`);
  if (query.end) where.push(`a.occurred_at < ${add(shanghaiDayStart(addDays(query.end as BusinessDate, 1)))}`);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const from = 'from audit_log a left join users u on u.id = a.actor_id';
  const filterValues = [...values];
  const limit = `limit ${add(query.page_size)} offset ${add((query.page - 1) * query.page_size)}`;
  const [rows, count] = await Promise.all([
    deps.pool.query<Row>(
      `select a.id, a.actor_id, u.mobile, u.name, a.action, a.target_type, a.target_id, a.before, a.after, a.occurred_at ${from} ${filter}
        order by a.occurred_at desc, a.id desc ${limit}`,
      values,
    ),
    deps.pool.query<{ total: number }>(`select count(*)::int as total ${from} ${filter}`, filterValues),
  ]);
  const buyers = await buyerNames(deps, rows.rows.flatMap((row) => [row.before, row.after]));
  const data = rows.rows.map((row) => ({
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
  return page(data, count.rows[0]?.total ?? 0, query.page, query.page_size);
}

const buyerIdOf = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && typeof (value as { buyer_id?: unknown }).buyer_id === 'number' ? (value as { buyer_id: number }).buyer_id : null;

/** `name（138****0001）` of every customer an entry names by id (one query for the page). */
async function buyerNames(deps: Pick<AppDeps, 'pool'>, changes: unknown[]): Promise<Map<number, string>> {
  const ids = [...new Set(changes.map(buyerIdOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await deps.pool.query<{ id: number; name: string; mobile: string }>('select id, name, mobile from users where id = any($1::bigint[])', [ids]);
  return new Map(users.rows.map((user) => [Number(user.id), user.name ? `${user.name}（${maskMobile(user.mobile)}）` : maskMobile(user.mobile)]));
}

/** A change naming its customer by id reads `buyer: 张三（138****0001）` instead of `buyer_id: 1` and the full mobile. */
function withBuyer(value: unknown, buyers: ReadonlyMap<number, string>): unknown {
  const id = buyerIdOf(value);
  if (id === null) return value;
  const { buyer_id: _id, buyer_mobile: mobile, ...rest } = value as Record<string, unknown>;
  return { buyer: buyers.get(id) ?? (typeof mobile === 'string' ? maskMobile(mobile) : `#${id}`), ...rest };
}
