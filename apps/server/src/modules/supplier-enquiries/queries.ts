import type { Quote, SupplierEnquiry } from '@vm/contracts/supplier-enquiries';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { quoteAmount } from '@vm/domain/enquiry-quotes';
import { leaseTermName } from '@vm/domain/lease-terms';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { enquiries, enquiryQuotes, physicalResources, sellingResourcePrices, sellingResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

const QUOTE_COLUMNS = {
  id: enquiryQuotes.id,
  enquiry_id: enquiryQuotes.enquiryId,
  lease_term_type_id: enquiryQuotes.leaseTermTypeId,
  dates: enquiryQuotes.dates,
  price: enquiryQuotes.price,
  deposit: enquiryQuotes.deposit,
  note: enquiryQuotes.note,
  expires_at: enquiryQuotes.expiresAt,
  order_item_id: enquiryQuotes.orderItemId,
  created_at: enquiryQuotes.createdAt,
};

export interface QuoteRow {
  id: number;
  enquiry_id: number;
  lease_term_type_id: number;
  dates: string[];
  price: number;
  deposit: number;
  note: string;
  expires_at: Date;
  order_item_id: number | null;
  created_at: Date;
}

export function toQuote(row: QuoteRow, now: Date): Quote {
  return {
    id: row.id,
    lease_term_type_id: row.lease_term_type_id,
    lease_term_type: leaseTermName(row.lease_term_type_id),
    dates: row.dates,
    price: row.price,
    amount: quoteAmount(row.price, row.dates, row.lease_term_type_id),
    deposit: row.deposit,
    note: row.note,
    expires_at: toShanghaiIsoString(row.expires_at),
    status: row.order_item_id !== null ? 'ordered' : row.expires_at <= now ? 'expired' : 'valid',
    created_at: toShanghaiIsoString(row.created_at),
  };
}

/** The newest quote of each enquiry. */
export async function latestQuotes(db: Queryable, enquiryIds: readonly number[]): Promise<Map<number, QuoteRow>> {
  if (enquiryIds.length === 0) return new Map();
  const q = enquiryQuotes;
  const rows: QuoteRow[] = await typed(db)
    .selectDistinctOn([q.enquiryId], QUOTE_COLUMNS)
    .from(q)
    .where(inArray(q.enquiryId, [...enquiryIds]))
    .orderBy(q.enquiryId, desc(q.createdAt), desc(q.id));
  return new Map(rows.map((row) => [row.enquiry_id, row]));
}

export async function listInbox(db: Queryable, ownerId: number, status: 'unquoted' | 'quoted' | undefined, pageNumber: number, pageSize: number, now: Date) {
  const quoted = sql`exists (select 1 from ${enquiryQuotes} where ${enquiryQuotes.enquiryId} = ${enquiries.id})`;
  const filter: SQL | undefined = status === undefined ? undefined : status === 'quoted' ? quoted : sql`not ${quoted}`;
  const where = and(eq(sellingResources.supplierId, ownerId), eq(sellingResources.isEnquiry, true), filter);
  const s = sellingResources;
  const [counted] = await typed(db)
    .select({ count: count() })
    .from(enquiries)
    .innerJoin(s, eq(s.id, enquiries.sellingResourceId))
    .innerJoin(physicalResources, eq(physicalResources.id, s.physicalResourceId))
    .where(where);
  const rows = await typed(db)
    .select({
      id: enquiries.id,
      sid: enquiries.sellingResourceId,
      top_physical_id: s.topPhysicalId,
      field_name: physicalResources.name,
      size: s.size,
      custom_dimension: s.customDimension,
      name: enquiries.name,
      mobile: enquiries.mobile,
      dates: enquiries.dates,
      lease_term_type_id: enquiries.leaseTermTypeId,
      created_at: enquiries.createdAt,
    })
    .from(enquiries)
    .innerJoin(s, eq(s.id, enquiries.sellingResourceId))
    .innerJoin(physicalResources, eq(physicalResources.id, s.physicalResourceId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const quotes = await latestQuotes(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row): SupplierEnquiry => {
      const quote = quotes.get(row.id);
      return { ...row, created_at: toShanghaiIsoString(row.created_at), quote: quote ? toQuote(quote, now) : null };
    }),
    total: counted?.count ?? 0,
  };
}

/** The enquiry if it is on one of the owner's enquiry-only booths, with the booth's lease terms. */
export async function ownEnquiry(db: Queryable, ownerId: number, id: number): Promise<{ id: number; sid: number; terms: number[] } | undefined> {
  const s = sellingResources;
  const [row] = await typed(db)
    .select({
      id: enquiries.id,
      sid: enquiries.sellingResourceId,
      terms: sql<
        number[]
      >`coalesce((select array_agg(${sellingResourcePrices.leaseTermTypeId}) from ${sellingResourcePrices} where ${sellingResourcePrices.sellingResourceId} = ${s.id}), '{}')`,
    })
    .from(enquiries)
    .innerJoin(s, eq(s.id, enquiries.sellingResourceId))
    .where(and(eq(enquiries.id, id), eq(s.supplierId, ownerId), eq(s.isEnquiry, true), isNull(s.deletedAt)))
    .for('update', { of: enquiries });
  return row;
}

export async function insertQuote(
  db: Queryable,
  values: {
    enquiryId: number;
    supplierId: number;
    actorId: number;
    termId: number;
    dates: string[];
    price: number;
    deposit: number;
    note: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<QuoteRow> {
  const [row] = await typed(db)
    .insert(enquiryQuotes)
    .values({
      enquiryId: values.enquiryId,
      supplierId: values.supplierId,
      actorId: values.actorId,
      leaseTermTypeId: values.termId,
      dates: values.dates,
      price: values.price,
      deposit: values.deposit,
      note: values.note,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .returning(QUOTE_COLUMNS);
  return row!;
}

/** The buyer's enquiry on this booth with its newest quote (for ordering at the quoted price). */
export async function buyerQuote(db: Queryable, userId: number, enquiryId: number, boothId: number): Promise<{ found: boolean; quote: QuoteRow | undefined }> {
  const [enquiry] = await typed(db)
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.userId, userId), eq(enquiries.sellingResourceId, boothId)));
  if (!enquiry) return { found: false, quote: undefined };
  return { found: true, quote: (await latestQuotes(db, [enquiryId])).get(enquiryId) };
}

/** Marks the quote used by the sub-order; false when another order took it first. */
export async function useQuote(db: Queryable, quoteId: number, orderItemId: number): Promise<boolean> {
  const updated = await typed(db)
    .update(enquiryQuotes)
    .set({ orderItemId })
    .where(and(eq(enquiryQuotes.id, quoteId), isNull(enquiryQuotes.orderItemId)))
    .returning({ id: enquiryQuotes.id });
  return updated.length === 1;
}
