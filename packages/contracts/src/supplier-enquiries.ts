import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { zBusinessDate, zFen, zInt, zOptionalText } from './supplier-common';

/**
 * Enquiry quotes (报价): the supplier's inbox of enquiries on their enquiry-only booths, a quote (a unit
 * price for the asked dates, valid 72 h), and the buyer ordering at the quoted price: an order line with
 * `enquiry_id` (order_type `enquiry`) whose dates and lease term are the quote's.
 */

export { QUOTE_VALID_HOURS } from '@vm/domain/enquiry-quotes';

export const ZQuote = z.object({
  id: z.number().int(),
  lease_term_type_id: z.number().int(),
  lease_term_type: z.string(),
  dates: z.array(z.string()),
  /** Unit price (fen) of each date (or each period for ids 3–8). */
  price: z.number().int(),
  /** price × dates. */
  amount: z.number().int(),
  deposit: z.number().int(),
  note: z.string(),
  expires_at: z.string(),
  /** valid 有效, expired 已过期, ordered 已下单 */
  status: z.enum(['valid', 'expired', 'ordered']),
  created_at: z.string(),
});
export type Quote = z.infer<typeof ZQuote>;

export const ZSupplierEnquiry = z.object({
  id: z.number().int(),
  sid: z.number().int(),
  top_physical_id: z.number().int(),
  field_name: z.string(),
  size: z.string(),
  custom_dimension: z.string(),
  /** The buyer's name and mobile as they gave them. */
  name: z.string(),
  mobile: z.string(),
  /** Dates the buyer asked about (may be empty) and the lease term. */
  dates: z.array(z.string()),
  lease_term_type_id: z.number().int().nullable(),
  created_at: z.string(),
  quote: ZQuote.nullable(),
});
export type SupplierEnquiry = z.infer<typeof ZSupplierEnquiry>;

/** GET /api/supplier_enquiries?status=unquoted|quoted&page= */
export const ZSupplierEnquiriesQuery = z.object({
  status: z.enum(['unquoted', 'quoted'], { error: '状态不正确' }).optional(),
  page: zPage,
  page_size: zPageSize(50, 20),
});
export const ZSupplierEnquiryPage = zPageOf(ZSupplierEnquiry);

/** POST /api/supplier_enquiries/{id}/quote → 201 the quote. A new quote replaces an unused earlier one. */
export const ZQuoteBody = z.object({
  lease_term_type_id: zInt('订购周期', 3, 15),
  dates: z.array(zBusinessDate, { error: '请选择日期' }).min(1, { error: '请选择日期' }).max(366, { error: '日期最多366天' }),
  price: zFen('报价').refine((value) => value > 0, { error: '报价必须大于0' }),
  deposit: zFen('押金').optional().default(0),
  note: zOptionalText('备注', 200),
});
export type QuoteBody = z.infer<typeof ZQuoteBody>;
