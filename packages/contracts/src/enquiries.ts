import { z } from 'zod';
import { zDate, zNumeric, zPage, zPageOf, zPageSize } from './common';
import { ZQuote } from './supplier-enquiries';

/** POST /api/enquiry_information: checked by packages/domain enquiryErrors after parsing. */
export const ZEnquiryBody = z.object({
  sid: zNumeric(
    z.coerce
      .number({ error: '请选择询价的场地' })
      .int({ error: '请选择询价的场地' })
      .positive({ error: '请选择询价的场地' })
      .max(2_147_483_647, { error: '请选择询价的场地' }),
  ),
  name: z.string({ error: '请输入您的姓名' }).max(200, { error: '姓名最多12个字' }).nullable().optional(),
  mobile: z.string({ error: '请输入有效的手机号' }).max(200, { error: '请输入有效的手机号' }).nullable().optional(),
  /** Optional: the dates and lease term the buyer asks a price for (the supplier quotes for them). */
  dates: z.array(zDate, { error: '日期不正确' }).max(366, { error: '日期最多366天' }).optional(),
  lease_term_type_id: zNumeric(
    z.coerce.number({ error: '订购周期不正确' }).int({ error: '订购周期不正确' }).min(3, { error: '订购周期不正确' }).max(15, { error: '订购周期不正确' }),
  ).optional(),
});
export type EnquiryBody = z.infer<typeof ZEnquiryBody>;

export const ZEnquiriesQuery = z.object({ page: zPage, page_size: zPageSize(50, 10) });

export const ZEnquiry = z.object({
  id: z.number().int(),
  sid: z.number().int(),
  top_physical_id: z.number().int(),
  field_name: z.string(),
  size: z.string(),
  pic_url: z.string(),
  name: z.string(),
  mobile: z.string(),
  created_at: z.string(),
  /** The dates and lease term asked about (empty when none were given). */
  dates: z.array(z.string()).optional(),
  lease_term_type_id: z.number().int().nullable().optional(),
  /** The supplier's newest quote, if any: order it with `enquiry_id` on the line (supplier-enquiries.ts). */
  quote: ZQuote.nullable().optional(),
});
export type Enquiry = z.infer<typeof ZEnquiry>;
export const ZEnquiryPage = zPageOf(ZEnquiry);
export type EnquiryPage = z.infer<typeof ZEnquiryPage>;
