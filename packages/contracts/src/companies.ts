import { COMPANY_MESSAGES, CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import { z } from 'zod';
import { MAX_ID, zNumeric, zPage, zPageOf, zPageSize } from './common';
import { ZVenueCard } from './catalogue-search';

/**
 * Company information (企业信息, `/admin/profile/company`) and the public company page
 * (`/company/view/{id}`): name, business licence image, industry, address, and the company's venues.
 */

const zOptionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === 0 || value === '0' ? null : value),
    zNumeric(z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message }).nullable().optional()),
  );

export const ZCompanyBody = z.object({
  name: z.string({ error: COMPANY_MESSAGES.nameRequired }).max(400, { error: COMPANY_MESSAGES.nameTooLong }).nullable().optional(),
  /** An upload of the caller into the `licence` bucket. */
  licence_url: z.string({ error: COMPANY_MESSAGES.licenceRequired }).max(500, { error: COMPANY_MESSAGES.licenceRequired }).nullable().optional(),
  /** An industry of GET orders/additional_selection: a parent, or one of its children. */
  industry_id: zOptionalId(COMPANY_MESSAGES.industryRequired),
  province_id: zOptionalId(CONTACT_MESSAGES.regionRequired),
  city_id: zOptionalId(CONTACT_MESSAGES.regionRequired),
  district_id: zOptionalId(CONTACT_MESSAGES.regionRequired),
  address: z.string({ error: CONTACT_MESSAGES.addressRequired }).max(400, { error: CONTACT_MESSAGES.addressTooLong }).nullable().optional(),
});
export type CompanyBody = z.infer<typeof ZCompanyBody>;

/** The owner's view (GET/PUT /api/company_info). */
export const ZCompanyInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  licence_url: z.string(),
  industry_id: z.number().int(),
  industry_parent_id: z.number().int(),
  industry: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  updated_at: z.string(),
});
export type CompanyInfo = z.infer<typeof ZCompanyInfo>;

/** The public page (GET /api/companies/{id}): no licence image, only that one was provided. */
export const ZCompanyPage = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  has_licence: z.boolean(),
  venue_count: z.number().int(),
  community_count: z.number().int(),
});
export type CompanyPage = z.infer<typeof ZCompanyPage>;

export const ZCompanyVenuesQuery = z.object({ page: zPage, page_size: zPageSize(24, 12) });
export const ZCompanyVenuePage = zPageOf(ZVenueCard);
