import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ChildAccount, ChildPermission, SupplierAction } from '@vm/contracts/supplier-child-accounts';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { childAccounts, supplierActions, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

export async function listChildren(db: Queryable, ownerId: number): Promise<ChildAccount[]> {
  const c = childAccounts;
  const rows = await typed(db)
    .select({ id: c.id, user_id: c.userId, mobile: users.mobile, name: c.name, permissions: c.permissions, created_at: c.createdAt })
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .where(eq(c.ownerId, ownerId))
    .orderBy(asc(c.createdAt), asc(c.id));
  return rows.map((row) => ({ ...row, permissions: row.permissions as ChildPermission[], created_at: toShanghaiIsoString(row.created_at) }));
}

export async function childOfUser(db: Queryable, userId: number): Promise<{ owner_id: number } | undefined> {
  const [row] = await typed(db).select({ owner_id: childAccounts.ownerId }).from(childAccounts).where(eq(childAccounts.userId, userId));
  return row;
}

export async function insertChild(
  db: Queryable,
  values: { ownerId: number; userId: number; name: string; permissions: ChildPermission[]; now: Date },
): Promise<number> {
  const [row] = await typed(db)
    .insert(childAccounts)
    .values({ ownerId: values.ownerId, userId: values.userId, name: values.name, permissions: values.permissions, createdAt: values.now })
    .onConflictDoNothing({ target: childAccounts.userId })
    .returning({ id: childAccounts.id });
  return row?.id ?? 0;
}

export async function updateChild(db: Queryable, ownerId: number, id: number, name: string, permissions: ChildPermission[]): Promise<string | undefined> {
  const [row] = await typed(db)
    .update(childAccounts)
    .set({ name, permissions })
    .from(users)
    .where(and(eq(childAccounts.id, id), eq(childAccounts.ownerId, ownerId), eq(users.id, childAccounts.userId)))
    .returning({ mobile: users.mobile });
  return row?.mobile;
}

export async function deleteChild(db: Queryable, ownerId: number, id: number): Promise<string | undefined> {
  const [row] = await typed(db)
    .delete(childAccounts)
    .where(and(eq(childAccounts.id, id), eq(childAccounts.ownerId, ownerId)))
    // Nested: Drizzle leaves a returning list's top-level columns unqualified, and the subquery must name both tables.
    .returning({ mobile: sql<string>`${sql`(select ${users.mobile} from ${users} where ${users.id} = ${childAccounts.userId})`}` });
  return row?.mobile;
}

export async function listActions(db: Queryable, ownerId: number, pageNumber: number, pageSize: number): Promise<{ rows: SupplierAction[]; total: number }> {
  const a = supplierActions;
  const [counted] = await typed(db).select({ count: count() }).from(a).where(eq(a.ownerId, ownerId));
  const rows = await typed(db)
    .select({
      id: a.id,
      ownerId: a.ownerId,
      actorId: a.actorId,
      actorName: users.name,
      actorMobile: users.mobile,
      action: a.action,
      target: a.target,
      createdAt: a.createdAt,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.actorId))
    .where(eq(a.ownerId, ownerId))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      owner_id: row.ownerId,
      actor: { id: row.actorId, name: row.actorName, mobile: row.actorMobile },
      action: row.action,
      target: row.target,
      created_at: toShanghaiIsoString(row.createdAt),
    })),
    total: counted?.count ?? 0,
  };
}

/** True when the user is some supplier's child account (子账号). */
export async function isChildAccount(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await typed(db).select({ id: childAccounts.id }).from(childAccounts).where(eq(childAccounts.userId, userId)).limit(1);
  return Boolean(row);
}
