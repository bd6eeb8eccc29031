import type { ChildAccount, ChildPermission, SupplierAction } from '@vm/contracts/supplier-child-accounts';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';

interface ChildRow {
  id: number;
  user_id: number;
  mobile: string;
  name: string;
  permissions: ChildPermission[];
  created_at: Date;
}

const toChild = (row: ChildRow): ChildAccount => ({ ...row, created_at: toShanghaiIsoString(row.created_at) });

export async function listChildren(db: Queryable, ownerId: number): Promise<ChildAccount[]> {
  const rows = await db.query<ChildRow>(
    `select c.id, c.user_id, u.mobile, c.name, c.permissions, c.created_at from child_accounts c join users u on u.id = c.user_id
      where c.owner_id = $1 order by c.created_at, c.id`,
    [ownerId],
  );
  return rows.rows.map(toChild);
}

export async function childOfUser(db: Queryable, userId: number): Promise<{ owner_id: number } | undefined> {
  return (await db.query<{ owner_id: number }>('select owner_id from child_accounts where user_id = $1', [userId])).rows[0];
}

export async function insertChild(db: Queryable, values: { ownerId: number; userId: number; name: string; permissions: ChildPermission[]; now: Date }): Promise<number> {
  const row = await db.query<{ id: number }>(
    'insert into child_accounts (owner_id, user_id, name, permissions, created_at) values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing returning id',
    [values.ownerId, values.userId, values.name, values.permissions, values.now],
  );
  return row.rows[0]?.id ?? 0;
}

export async function updateChild(db: Queryable, ownerId: number, id: number, name: string, permissions: ChildPermission[]): Promise<string | undefined> {
  const row = await db.query<{ mobile: string }>(
    `update child_accounts c set name = $3, permissions = $4 from users u where c.id = $1 and c.owner_id = $2 and u.id = c.user_id returning u.mobile`,
    [id, ownerId, name, permissions],
  );
  return row.rows[0]?.mobile;
}

export async function deleteChild(db: Queryable, ownerId: number, id: number): Promise<string | undefined> {
  const row = await db.query<{ mobile: string }>(
    `delete from child_accounts c using users u where c.id = $1 and c.owner_id = $2 and u.id = c.user_id returning u.mobile`,
    [id, ownerId],
  );
  return row.rows[0]?.mobile;
}

export async function listActions(db: Queryable, ownerId: number, pageNumber: number, pageSize: number): Promise<{ rows: SupplierAction[]; total: number }> {
  const total = await db.query<{ count: number }>('select count(*)::int as count from supplier_actions where owner_id = $1', [ownerId]);
  const rows = await db.query<{ id: number; owner_id: number; actor_id: number; actor_name: string; actor_mobile: string; action: string; target: string; created_at: Date }>(
    `select a.id, a.owner_id, a.actor_id, u.name as actor_name, u.mobile as actor_mobile, a.action, a.target, a.created_at
       from supplier_actions a join users u on u.id = a.actor_id where a.owner_id = $1 order by a.created_at desc, a.id desc limit $2 offset $3`,
    [ownerId, pageSize, (pageNumber - 1) * pageSize],
  );
  return {
    rows: rows.rows.map((row) => ({
      id: row.id,
      owner_id: row.owner_id,
      actor: { id: row.actor_id, name: row.actor_name, mobile: row.actor_mobile },
      action: row.action,
      target: row.target,
      created_at: toShanghaiIsoString(row.created_at),
    })),
    total: total.rows[0]?.count ?? 0,
  };
}

/** True when the user is some supplier's child account (子账号). */
export async function isChildAccount(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>('select exists (select 1 from child_accounts where user_id = $1) as found', [userId]);
  return rows.rows[0]?.found ?? false;
}
