import type { SupplierApplication, SupplierApplicationStatus } from '@vm/contracts/supplier-applications';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { SUPPLIER_APPLICATION_STATUS_NAMES, SUPPLIER_APPLICATION_TYPE_NAMES } from '@vm/domain/supplier-application';
import type { Queryable } from '../../platform/db/with-transaction';

interface ApplicationRow {
  id: number;
  user_id: number;
  type: number;
  connect_name: string;
  mobile: string;
  status: SupplierApplicationStatus;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  applicant_mobile: string;
  applicant_name: string;
  applicant_roles: string[];
}

const SELECT = `
select a.id, a.user_id, a.type, a.connect_name, a.mobile, a.status, a.reason, a.created_at, a.reviewed_at,
  u.mobile as applicant_mobile, u.name as applicant_name, u.roles as applicant_roles
from supplier_applications a join users u on u.id = a.user_id`;

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
  const row = (await db.query<ApplicationRow>(`${SELECT} where a.id = $1`, [id])).rows[0];
  return row ? toApplication(row) : undefined;
}

export async function latestApplicationOf(db: Queryable, userId: number): Promise<SupplierApplication | null> {
  const row = (await db.query<ApplicationRow>(`${SELECT} where a.user_id = $1 order by a.created_at desc, a.id desc limit 1`, [userId])).rows[0];
  return row ? toApplication(row) : null;
}

export async function pendingApplicationOf(db: Queryable, userId: number): Promise<{ id: number; connect_name: string } | undefined> {
  return (await db.query<{ id: number; connect_name: string }>(`select id, connect_name from supplier_applications where user_id = $1 and status = 'pending' for update`, [userId])).rows[0];
}

export async function insertApplication(db: Queryable, values: { userId: number; type: number; connectName: string; mobile: string; now: Date }): Promise<number> {
  const row = await db.query<{ id: number }>(
    `insert into supplier_applications (user_id, type, connect_name, mobile, status, created_at) values ($1, $2, $3, $4, 'pending', $5)
     on conflict (user_id) where status = 'pending' do nothing returning id`,
    [values.userId, values.type, values.connectName, values.mobile, values.now],
  );
  return row.rows[0]?.id ?? 0;
}

export async function completeApplication(db: Queryable, id: number, values: { type: number; connectName: string; mobile: string }): Promise<void> {
  await db.query(`update supplier_applications set type = $2, connect_name = $3, mobile = $4 where id = $1 and status = 'pending'`, [id, values.type, values.connectName, values.mobile]);
}

export async function listApplications(db: Queryable, status: SupplierApplicationStatus | undefined, pageNumber: number, pageSize: number): Promise<{ rows: SupplierApplication[]; total: number }> {
  const where = status ? 'where a.status = $1' : 'where $1::text is null';
  const total = await db.query<{ count: number }>(`select count(*)::int as count from supplier_applications a ${where}`, [status ?? null]);
  const rows = await db.query<ApplicationRow>(`${SELECT} ${where} order by a.created_at desc, a.id desc limit $2 offset $3`, [status ?? null, pageSize, (pageNumber - 1) * pageSize]);
  return { rows: rows.rows.map(toApplication), total: total.rows[0]?.count ?? 0 };
}

/** Compare-and-set: pending → `status`. Returns the applicant and type when this call changed it. */
export async function decideApplication(
  db: Queryable,
  id: number,
  values: { status: 'approved' | 'refused'; reason: string | null; reviewerId: number; now: Date },
): Promise<{ user_id: number; type: number } | undefined> {
  const row = await db.query<{ user_id: number; type: number }>(
    `update supplier_applications set status = $2, reason = $3, reviewer_id = $4, reviewed_at = $5
      where id = $1 and status = 'pending' returning user_id, type`,
    [id, values.status, values.reason, values.reviewerId, values.now],
  );
  return row.rows[0];
}
