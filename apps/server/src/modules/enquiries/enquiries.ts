import type { Enquiry, EnquiryBody } from '@vm/contracts/enquiries';
import { isValidDate, toShanghaiIsoString } from '@vm/domain/business-date';
import { latestQuotes, toQuote } from '../supplier-enquiries/index';
import { enquiryErrors, firstError } from '@vm/domain/form-validation';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { enquiries, physicalResourceImages, physicalResources, sellingResources } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
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
    const [booth] = await typed(client)
      .select({ id: sellingResources.id })
      .from(sellingResources)
      .where(and(eq(sellingResources.id, body.sid), eq(sellingResources.isOnline, true)));
    if (!booth) throw notFound('场地规格');
    const now = deps.clock.now();
    const dates = [...new Set(body.dates ?? [])].sort();
    const badDate = dates.find((date) => !isValidDate(date));
    if (badDate) throw new AppError('VALIDATION', `${badDate} 不是有效日期`, { dates: `${badDate} 不是有效日期` });
    const [row] = await typed(client)
      .insert(enquiries)
      .values({
        userId,
        sellingResourceId: body.sid,
        name: body.name!.trim(),
        mobile: body.mobile!.trim(),
        dates,
        leaseTermTypeId: body.lease_term_type_id ?? null,
        createdAt: now,
      })
      .returning({ id: enquiries.id });
    await addRole(client, userId, 'business');
    return { id: row!.id };
  });
}

/** GET /api/enquiry_information: the caller's enquiries, newest first (/admin/enquiry/index). */
export async function listEnquiries(deps: AppDeps, userId: number, pageNumber: number, pageSize: number): Promise<Page<Enquiry>> {
  const { count: total } = await countEnquiries(deps, userId);
  const s = sellingResources;
  const im = physicalResourceImages;
  const rows = await typed(deps.pool)
    .select({
      id: enquiries.id,
      sid: enquiries.sellingResourceId,
      top_physical_id: s.topPhysicalId,
      field_name: physicalResources.name,
      size: s.size,
      name: enquiries.name,
      mobile: enquiries.mobile,
      created_at: enquiries.createdAt,
      dates: enquiries.dates,
      lease_term_type_id: enquiries.leaseTermTypeId,
      pic_url: sql<string | null>`(select ${im.url} from ${im} where ${im.physicalResourceId} = ${s.physicalResourceId} and ${im.kind} = 'photo'
        order by ${im.position}, ${im.id} limit 1)`,
    })
    .from(enquiries)
    .innerJoin(s, eq(s.id, enquiries.sellingResourceId))
    .innerJoin(physicalResources, eq(physicalResources.id, s.physicalResourceId))
    .where(eq(enquiries.userId, userId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const quotes = await latestQuotes(
    deps.pool,
    rows.map((row) => row.id),
  );
  const now = deps.clock.now();
  const data = rows.map((row) => {
    const quote = quotes.get(row.id);
    return { ...row, pic_url: row.pic_url ?? '', created_at: toShanghaiIsoString(row.created_at), quote: quote ? toQuote(quote, now) : null };
  });
  return page(data, total, pageNumber, pageSize);
}

/** DELETE /api/enquiry_information/{id}: only the caller's own (others' are 404). */
export async function deleteEnquiry(deps: AppDeps, userId: number, id: number): Promise<void> {
  const deleted = await typed(deps.pool)
    .delete(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.userId, userId)))
    .returning({ id: enquiries.id });
  if (deleted.length === 0) throw notFound('询价记录');
}

export async function countEnquiries(deps: AppDeps, userId: number): Promise<{ count: number }> {
  const [row] = await typed(deps.pool).select({ count: count() }).from(enquiries).where(eq(enquiries.userId, userId));
  return { count: row?.count ?? 0 };
}
