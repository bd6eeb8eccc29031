import type { Quote, SupplierEnquiry } from '@vm/contracts/supplier-enquiries';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { quoteAmount } from '@vm/domain/enquiry-quotes';
import { leaseTermName } from '@vm/domain/lease-terms';
import type { Queryable } from '../../platform/db/with-transaction';

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

const QUOTE_COLUMNS = `q.id, q.enquiry_id, q.lease_term_type_id, q.dates::text[] as dates, q.price, q.deposit, q.note, q.expires_at, q.order_item_id, q.created_at`;

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
  const rows = await db.query<QuoteRow>(
    `select distinct on (q.enquiry_id) ${QUOTE_COLUMNS} from enquiry_quotes q where q.enquiry_id = any($1::bigint[]) order by q.enquiry_id, q.created_at desc, q.id desc`,
    [enquiryIds],
  );
  return new Map(rows.rows.map((row) => [row.enquiry_id, row]));
}

interface EnquiryRow extends Omit<SupplierEnquiry, 'created_at' | 'quote'> {
  created_at: Date;
}

const ENQUIRY_FROM = `from enquiries e join selling_resources s on s.id = e.selling_resource_id join physical_resources p on p.id = s.physical_resource_id
  where s.supplier_id = $1 and s.is_enquiry`;

export async function listInbox(db: Queryable, ownerId: number, status: 'unquoted' | 'quoted' | undefined, pageNumber: number, pageSize: number, now: Date) {
  const filter =
    status === undefined ? '' : `and ${status === 'quoted' ? '' : 'not '}exists (select 1 from enquiry_quotes q where q.enquiry_id = e.id)`;
  const total = await db.query<{ count: number }>(`select count(*)::int as count ${ENQUIRY_FROM} ${filter}`, [ownerId]);
  const rows = await db.query<EnquiryRow>(
    `select e.id, e.selling_resource_id as sid, s.top_physical_id, p.name as field_name, s.size, s.custom_dimension, e.name, e.mobile,
       e.dates::text[] as dates, e.lease_term_type_id, e.created_at ${ENQUIRY_FROM} ${filter}
     order by e.created_at desc, e.id desc limit $2 offset $3`,
    [ownerId, pageSize, (pageNumber - 1) * pageSize],
  );
  const quotes = await latestQuotes(db, rows.rows.map((row) => row.id));
  return {
    rows: rows.rows.map((row) => {
      const quote = quotes.get(row.id);
      return { ...row, created_at: toShanghaiIsoString(row.created_at), quote: quote ? toQuote(quote, now) : null };
    }),
    total: total.rows[0]?.count ?? 0,
  };
}

/** The enquiry if it is on one of the owner's enquiry-only booths, with the booth's lease terms. */
export async function ownEnquiry(db: Queryable, ownerId: number, id: number): Promise<{ id: number; sid: number; terms: number[] } | undefined> {
  const row = await db.query<{ id: number; sid: number; terms: number[] }>(
    `select e.id, e.selling_resource_id as sid,
       coalesce((select array_agg(sp.lease_term_type_id) from selling_resource_prices sp where sp.selling_resource_id = s.id), '{}') as terms
     from enquiries e join selling_resources s on s.id = e.selling_resource_id where e.id = $1 and s.supplier_id = $2 and s.is_enquiry and s.deleted_at is null
     for update of e`,
    [id, ownerId],
  );
  return row.rows[0];
}

export async function insertQuote(
  db: Queryable,
  values: { enquiryId: number; supplierId: number; actorId: number; termId: number; dates: string[]; price: number; deposit: number; note: string; expiresAt: Date; now: Date },
): Promise<QuoteRow> {
  const row = await db.query<QuoteRow>(
    `insert into enquiry_quotes as q (enquiry_id, supplier_id, actor_id, lease_term_type_id, dates, price, deposit, note, expires_at, created_at)
     values ($1, $2, $3, $4, $5::date[], $6, $7, $8, $9, $10) returning ${QUOTE_COLUMNS}`,
    [values.enquiryId, values.supplierId, values.actorId, values.termId, values.dates, values.price, values.deposit, values.note, values.expiresAt, values.now],
  );
  return row.rows[0]!;
}

/** The buyer's enquiry on this booth with its newest quote (for ordering at the quoted price). */
export async function buyerQuote(db: Queryable, userId: number, enquiryId: number, boothId: number): Promise<{ found: boolean; quote: QuoteRow | undefined }> {
  const enquiry = await db.query('select 1 from enquiries where id = $1 and user_id = $2 and selling_resource_id = $3', [enquiryId, userId, boothId]);
  if (!enquiry.rowCount) return { found: false, quote: undefined };
  return { found: true, quote: (await latestQuotes(db, [enquiryId])).get(enquiryId) };
}

/** Marks the quote used by the sub-order; false when another order took it first. */
export async function useQuote(db: Queryable, quoteId: number, orderItemId: number): Promise<boolean> {
  const row = await db.query('update enquiry_quotes set order_item_id = $2 where id = $1 and order_item_id is null', [quoteId, orderItemId]);
  return row.rowCount === 1;
}
