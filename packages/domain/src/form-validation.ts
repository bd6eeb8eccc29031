import { CHECKOUT_MESSAGES, CONTACT_MESSAGES, DEMAND_ACCEPT_MESSAGES, EMAIL_MESSAGES, ENQUIRY_MESSAGES } from './validation-messages';
import { LIMITS, UPLOAD_LIMITS, isBuildHeight, isEmail, isMobile, isQuarterHourTime, minutesOfDay, withinLimit } from './validation';

/**
 * Whole-form checks with the spec's messages. Each returns the errors keyed by field, in the order
 * the form reports them (the first entry is the one to show alone); an empty object means valid.
 * The server puts the object in its 422 `errors`.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The first message of a {@link FieldErrors}, or null. */
export function firstError<Field extends string>(errors: FieldErrors<Field>): string | null {
  return Object.values<string | undefined>(errors).find((message) => message !== undefined) ?? null;
}

/** Checkout's order information (order submit page). */
export interface CheckoutInfo {
  /** Only checked when given: the buyer's tick on 《下单须知》. */
  agreed_notice?: boolean;
  contact?: string | null;
  mobile?: string | null;
  product?: string | null;
  /** HH:mm on a 15-minute step. */
  approach_time?: string | null;
  exit_time?: string | null;
  /** 1 builds a structure, 0 does not. */
  has_build?: number | null;
  build_height?: string | number | null;
  /** Leave-word of each line. */
  leave_words?: readonly (string | null | undefined)[];
  licence_images?: readonly string[];
}

export type CheckoutField =
  'agreed_notice' | 'contact' | 'product' | 'approach_time' | 'exit_time' | 'has_build' | 'build_height' | 'leave_words' | 'licence_images';

/**
 * Checkout checks in the spec's order: notice, contact and mobile (请先选择联系人), product (≤ 30),
 * approach and exit times (15-minute steps, approach not later than exit), build flag, build height
 * when building, leave-words (≤ 30 each), licence images (≤ 5).
 */
export function checkoutInfoErrors(info: CheckoutInfo): FieldErrors<CheckoutField> {
  const errors: FieldErrors<CheckoutField> = {};
  if (info.agreed_notice === false) errors.agreed_notice = CHECKOUT_MESSAGES.noticeRequired;
  if (blank(info.contact) || blank(info.mobile)) errors.contact = CHECKOUT_MESSAGES.contactRequired;
  if (blank(info.product)) errors.product = CHECKOUT_MESSAGES.productRequired;
  else if (!withinLimit(String(info.product), LIMITS.product)) errors.product = CHECKOUT_MESSAGES.productTooLong;
  if (blank(info.approach_time)) errors.approach_time = CHECKOUT_MESSAGES.approachRequired;
  else if (!isQuarterHourTime(info.approach_time)) errors.approach_time = CHECKOUT_MESSAGES.timeInvalid;
  if (blank(info.exit_time)) errors.exit_time = CHECKOUT_MESSAGES.exitRequired;
  else if (!isQuarterHourTime(info.exit_time)) errors.exit_time = CHECKOUT_MESSAGES.timeInvalid;
  if (!errors.approach_time && !errors.exit_time) {
    const approach = minutesOfDay(String(info.approach_time)) ?? 0;
    const exit = minutesOfDay(String(info.exit_time)) ?? 0;
    if (approach > exit) errors.approach_time = CHECKOUT_MESSAGES.approachAfterExit;
  }
  if (info.has_build !== 0 && info.has_build !== 1) errors.has_build = CHECKOUT_MESSAGES.buildRequired;
  else if (info.has_build === 1 && !isBuildHeight(info.build_height)) errors.build_height = CHECKOUT_MESSAGES.buildHeightInvalid;
  if ((info.leave_words ?? []).some((words) => !blank(words) && !withinLimit(String(words), LIMITS.leaveWord))) {
    errors.leave_words = CHECKOUT_MESSAGES.leaveWordTooLong;
  }
  if ((info.licence_images ?? []).length > UPLOAD_LIMITS.licenceImages.count) errors.licence_images = CHECKOUT_MESSAGES.tooManyLicenceImages;
  return errors;
}

/** Contact dialog (add or edit). */
export interface ContactInput {
  name?: string | null;
  mobile?: string | null;
  province_id?: number | null;
  city_id?: number | null;
  district_id?: number | null;
  address?: string | null;
}

export type ContactField = 'name' | 'mobile' | 'region' | 'address';

/** Contact checks; the region and address are required only when `regionRequired`. */
export function contactErrors(input: ContactInput, options: { regionRequired?: boolean } = {}): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (blank(input.name)) errors.name = CONTACT_MESSAGES.nameRequired;
  else if (!withinLimit(String(input.name), LIMITS.contactName)) errors.name = CONTACT_MESSAGES.nameTooLong;
  if (blank(input.mobile)) errors.mobile = CONTACT_MESSAGES.mobileRequired;
  else if (!isMobile(input.mobile)) errors.mobile = CONTACT_MESSAGES.mobileInvalid;
  const hasRegion = !blank(input.province_id) && !blank(input.city_id) && !blank(input.district_id);
  if (options.regionRequired && !hasRegion) errors.region = CONTACT_MESSAGES.regionRequired;
  if (options.regionRequired && blank(input.address)) errors.address = CONTACT_MESSAGES.addressRequired;
  else if (!blank(input.address) && !withinLimit(String(input.address), LIMITS.contactAddress)) errors.address = CONTACT_MESSAGES.addressTooLong;
  return errors;
}

/** Enquiry (询价) form: name ≤ 12, mobile. */
export function enquiryErrors(input: { name?: string | null; mobile?: string | null }): FieldErrors<'name' | 'mobile'> {
  const errors: FieldErrors<'name' | 'mobile'> = {};
  if (blank(input.name)) errors.name = ENQUIRY_MESSAGES.nameRequired;
  else if (!withinLimit(String(input.name), LIMITS.enquiryName)) errors.name = `姓名最多${LIMITS.enquiryName}个字`;
  if (blank(input.mobile)) errors.mobile = ENQUIRY_MESSAGES.mobileRequired;
  else if (!isMobile(input.mobile)) errors.mobile = ENQUIRY_MESSAGES.mobileInvalid;
  return errors;
}

/** Demand acceptance dialog: name, mobile. */
export function demandAcceptErrors(input: { name?: string | null; mobile?: string | null }): FieldErrors<'name' | 'mobile'> {
  const errors: FieldErrors<'name' | 'mobile'> = {};
  if (blank(input.name)) errors.name = DEMAND_ACCEPT_MESSAGES.nameRequired;
  else if (!withinLimit(String(input.name).trim(), LIMITS.demandName)) errors.name = `姓名最多${LIMITS.demandName}个字`;
  if (blank(input.mobile)) errors.mobile = DEMAND_ACCEPT_MESSAGES.mobileRequired;
  else if (!isMobile(input.mobile)) errors.mobile = DEMAND_ACCEPT_MESSAGES.mobileInvalid;
  return errors;
}

/** Email modal: 请输入邮箱 / 请输入有效的邮箱, or null. */
export function emailError(email: string | null | undefined): string | null {
  if (blank(email)) return EMAIL_MESSAGES.required;
  return isEmail(String(email).trim()) ? null : EMAIL_MESSAGES.invalid;
}
