import type { Enquiry, EnquiryBody } from '@vm/contracts/enquiries';
import { isValidDate, toShanghaiIsoString } from '@vm/domain/business-date';
import { latestQuotes, toQuote } from '../supplier-enquiries/index';
import { enquiryErrors, firstError } from '@vm/domain/form-validation';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { addRole } from '../accounts';

/**
 * POST /api/enquiry_information: the buyer asks for a booth's price (`sid`). Checked with the enquiry
 * form's messages (packages/domain enquiryErrors); the caller becomes a business user. Holds nothing.
 */
export async function createEnquiry(deps: AppDeps, userId: number, body: EnquiryBody): Promise<{ id: number }> {
  const errors = enquiryErrors({ name: body.name, mobile: body.mobile });
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  return withTransaction(deps.pool, async (client) => {
    const booth = await client.query('select id from selling_resources where id = $1 and is_online', [body.sid]);
    if (!booth.rowCount) throw notFound('场地规格');
    const now = deps.clock.now();
    const dates = [...new Set(body.dates ?? [])].sort();
    const badDate = dates.find((date) => !isValidDate(date));
    if (badDate) throw new AppError('VALIDATION', `${badDate} 不是有效日期`, { dates: `${badDate} 不是有效日期` });
    const row = await client.query<{ id: number }>(
      'insert into enquiries (user_id, selling_resource_id, name, mobile, dates, lease_term_type_id, created_at) values ($1, $2, $3, $4, $5::date[], $6, $7) returning id',
      [userId, body.sid, body.name!.trim(), body.mobile!.trim(), dates, body.lease_term_type_id ?? null, now],
    );
    await addRole(client, userId, 'business');
    return { id: row.rows[0]!.id };
  });
}

interface EnquiryRow {
  id: number;
  sid: number;
  top_physical_id: number;
  field_name: string;
  size: string;
  pic_url: string | null;
  name: string;
  mobile: string;
  dates: string[];
  lease_term_type_id: number | null;
  created_at: Date;
}

/** GET /api/enquiry_information: the caller's enquiries, newest first (/admin/enquiry/index). */
export async function listEnquiries(deps: AppDeps, userId: number, pageNumber: number, pageSize: number): Promise<Page<Enquiry>> {
  const total = await deps.pool.query<{ count: number }>('select count(*)::int as count from enquiries where user_id = $1', [userId]);
  const rows = await deps.pool.query<EnquiryRow>(
    `select e.id, e.selling_resource_id as sid, s.top_physical_id, p.name as field_name, s.size, e.name, e.mobile, e.created_at,
       e.dates::text[] as dates, e.lease_term_type_id,
       (select i.url from physical_resource_images i where i.physical_resource_id = s.physical_resource_id and i.kind = 'photo'
         order by i.position, i.id limit 1) as pic_url
       from enquiries e join selling_resources s on s.id = e.selling_resource_id join physical_resources p on p.id = s.physical_resource_id
      where e.user_id = $1 order by e.created_at desc, e.id desc limit $2 offset $3`,
    [userId, pageSize, (pageNumber - 1) * pageSize],
  );
  const quotes = await latestQuotes(deps.pool, rows.rows.map((row) => row.id));
  const now = deps.clock.now();
  const data = rows.rows.map((row) => {
    const quote = quotes.get(row.id);
    return { ...row, pic_url: row.pic_url ?? '', created_at: toShanghaiIsoString(row.created_at), quote: quote ? toQuote(quote, now) : null };
  });
  return page(data, total.rows[0]?.count ?? 0, pageNumber, pageSize);
}

/** DELETE /api/enquiry_information/{id}: only the caller's own (others' are 404). */
export async function deleteEnquiry(deps: AppDeps, userId: number, id: number): Promise<void> {
  const deleted = await deps.pool.query('delete from enquiries where id = $1 and user_id = $2', [id, userId]);
  if (!deleted.rowCount) throw notFound('询价记录');
}

export async function countEnquiries(deps: AppDeps, userId: number): Promise<{ count: number }> {
  const row = await deps.pool.query<{ count: number }>('select count(*)::int as count from enquiries where user_id = $1', [userId]);
  return { count: row.rows[0]?.count ?? 0 };
}
