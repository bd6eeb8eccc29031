import type { SupplierApplication, SupplierApplicationStatus } from '@vm/contracts/supplier-applications';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { SUPPLIER_APPLICATION_STATUS_NAMES, SUPPLIER_APPLICATION_TYPE_NAMES } from '@vm/domain/supplier-application';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { supplierApplications, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

function applicationRows(db: Queryable) {
  const a = supplierApplications;
  return typed(db)
    .select({
      id: a.id,
      user_id: a.userId,
      type: a.type,
      connect_name: a.connectName,
      mobile: a.mobile,
      status: sql<SupplierApplicationStatus>`${a.status}`,
      reason: a.reason,
      created_at: a.createdAt,
      reviewed_at: a.reviewedAt,
      applicant_mobile: users.mobile,
      applicant_name: users.name,
      applicant_roles: users.roles,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId));
}
type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['execute']>>[number];

export function toApplication(row: ApplicationRow): SupplierApplication {
  return {
    id: row.id,
    type: row.type,
    type_name: SUPPLIER_APPLICATION_TYPE_NAMES[row.type] ?? '',
    connect_name: row.connect_name,
    mobile: row.mobile,
    status: row.status,
    status_name: SUPPLIER_APPLICATION_STATUS_NAMES[row.status],
    reason: row.reason,
    incomplete: row.status === 'pending' && row.connect_name === '',
    created_at: toShanghaiIsoString(row.created_at),
    reviewed_at: row.reviewed_at ? toShanghaiIsoString(row.reviewed_at) : null,
    applicant: { id: row.user_id, mobile: row.applicant_mobile, name: row.applicant_name, roles: row.applicant_roles },
  };
}

export async function applicationById(db: Queryable, id: number): Promise<SupplierApplication | undefined> {
  const [row] = await applicationRows(db).where(eq(supplierApplications.id, id));
  return row ? toApplication(row) : undefined;
}

export async function latestApplicationOf(db: Queryable, userId: number): Promise<SupplierApplication | null> {
  const [row] = await applicationRows(db)
    .where(eq(supplierApplications.userId, userId))
    .orderBy(desc(supplierApplications.createdAt), desc(supplierApplications.id))
    .limit(1);
  return row ? toApplication(row) : null;
}

export async function pendingApplicationOf(db: Queryable, userId: number): Promise<{ id: number; connect_name: string } | undefined> {
  const [row] = await typed(db)
    .select({ id: supplierApplications.id, connect_name: supplierApplications.connectName })
    .from(supplierApplications)
    .where(and(eq(supplierApplications.userId, userId), eq(supplierApplications.status, 'pending')))
    .for('update');
  return row;
}

export async function insertApplication(
  db: Queryable,
  values: { userId: number; type: number; connectName: string; mobile: string; now: Date },
): Promise<number> {
  const [row] = await typed(db)
    .insert(supplierApplications)
    .values({ userId: values.userId, type: values.type, connectName: values.connectName, mobile: values.mobile, status: 'pending', createdAt: values.now })
    // The partial unique index of one pending application per person (its predicate written as in the index).
    .onConflictDoNothing({ target: supplierApplications.userId, where: sql`status = 'pending'` })
    .returning({ id: supplierApplications.id });
  return row?.id ?? 0;
}

export async function completeApplication(db: Queryable, id: number, values: { type: number; connectName: string; mobile: string }): Promise<void> {
  await typed(db)
    .update(supplierApplications)
    .set({ type: values.type, connectName: values.connectName, mobile: values.mobile })
    .where(and(eq(supplierApplications.id, id), eq(supplierApplications.status, 'pending')));
}

export async function listApplications(
  db: Queryable,
  status: SupplierApplicationStatus | undefined,
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: SupplierApplication[]; total: number }> {
  const where = status ? eq(supplierApplications.status, status) : undefined;
  const [counted] = await typed(db).select({ count: count() }).from(supplierApplications).where(where);
  const rows = await applicationRows(db)
    .where(where)
    .orderBy(desc(supplierApplications.createdAt), desc(supplierApplications.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows: rows.map(toApplication), total: counted?.count ?? 0 };
}

/** Compare-and-set: pending → `status`. Returns the applicant and type when this call changed it. */
export async function decideApplication(
  db: Queryable,
  id: number,
  values: { status: 'approved' | 'refused'; reason: string | null; reviewerId: number; now: Date },
): Promise<{ user_id: number; type: number } | undefined> {
  const [row] = await typed(db)
    .update(supplierApplications)
    .set({ status: values.status, reason: values.reason, reviewerId: values.reviewerId, reviewedAt: values.now })
    .where(and(eq(supplierApplications.id, id), eq(supplierApplications.status, 'pending')))
    .returning({ user_id: supplierApplications.userId, type: supplierApplications.type });
  return row;
}
