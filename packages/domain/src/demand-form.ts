import { compareDates, isValidDate, type BusinessDate } from './business-date';
import type { FieldErrors } from './form-validation';
import { COMMON_MESSAGES, DEMAND_MESSAGES, HOME_DEMAND_MESSAGES } from './validation-messages';
import { LIMITS, UPLOAD_LIMITS, isCaptcha, isDecimal2, isMobile, parseFilterNumber, swapIfReversed, withinLimit } from './validation';

/** The demand form (需求) and the demand-hall filters: required fields, ranges and dates. */

export interface DemandInput {
  name?: string | null;
  mobile?: string | null;
  /** SMS code; required for guests only. */
  captcha?: string | null;
  product?: string | null;
  minimum_area?: string | number | null;
  maximum_area?: string | number | null;
  /** Budget per field per day, yuan as typed. */
  single_field_budget?: string | number | null;
  start?: BusinessDate | null;
  end?: BusinessDate | null;
  ex_description?: string | null;
  pic_url?: readonly string[] | null;
}

export type DemandField =
  'name' | 'mobile' | 'captcha' | 'product' | 'minimum_area' | 'maximum_area' | 'single_field_budget' | 'start' | 'end' | 'ex_description' | 'pic_url';

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const decimal = (value: unknown): boolean => (typeof value === 'number' ? parseFilterNumber(value) !== undefined : isDecimal2(value));

/**
 * Start and end of a date range where the end may not precede the start: a reversed end is cleared
 * with 结束时间应该大于开始时间 (the same day is allowed). Malformed dates are cleared silently.
 */
export function orderedDateRange(
  start: BusinessDate | null | undefined,
  end: BusinessDate | null | undefined,
): { start: BusinessDate | undefined; end: BusinessDate | undefined; message: string | null } {
  const from = isValidDate(start) ? start : undefined;
  const to = isValidDate(end) ? end : undefined;
  if (from && to && compareDates(to, from) < 0) return { start: from, end: undefined, message: DEMAND_MESSAGES.endBeforeStart };
  return { start: from, end: to, message: null };
}

/** What the form does on blur: swaps a reversed area range and clears a reversed end date. */
export function normalizeDemandInput(input: DemandInput): DemandInput {
  const area = swapIfReversed(input.minimum_area, input.maximum_area);
  const dates = orderedDateRange(input.start, input.end);
  return {
    ...input,
    minimum_area: area.min ?? (blank(input.minimum_area) ? input.minimum_area : null),
    maximum_area: area.max ?? (blank(input.maximum_area) ? input.maximum_area : null),
    end: dates.end ?? null,
  };
}

/**
 * Demand form checks in the spec's order (contact, mobile, captcha for guests, product, areas, budget,
 * start, end), then the end-after-start rule, past dates, lengths and the 12-photo limit.
 */
export function demandErrors(input: DemandInput, options: { loggedIn: boolean; today: BusinessDate }): FieldErrors<DemandField> {
  const errors: FieldErrors<DemandField> = {};
  const tooLong = (label: string, limit: number) => COMMON_MESSAGES.tooLong(label, limit);
  if (blank(input.name)) errors.name = DEMAND_MESSAGES.contactRequired;
  else if (!withinLimit(String(input.name), LIMITS.demandName)) errors.name = tooLong('联系人', LIMITS.demandName);
  if (blank(input.mobile)) errors.mobile = DEMAND_MESSAGES.mobileRequired;
  else if (!isMobile(input.mobile)) errors.mobile = HOME_DEMAND_MESSAGES.mobileInvalid;
  if (!options.loggedIn) {
    if (blank(input.captcha)) errors.captcha = DEMAND_MESSAGES.captchaRequired;
    else if (!isCaptcha(input.captcha)) errors.captcha = HOME_DEMAND_MESSAGES.captchaInvalid;
  }
  if (blank(input.product)) errors.product = DEMAND_MESSAGES.productRequired;
  else if (!withinLimit(String(input.product), LIMITS.product)) errors.product = tooLong('产品名称', LIMITS.product);
  const numeric: [DemandField, unknown, string, number][] = [
    ['minimum_area', input.minimum_area, DEMAND_MESSAGES.minAreaRequired, LIMITS.demandArea],
    ['maximum_area', input.maximum_area, DEMAND_MESSAGES.maxAreaRequired, LIMITS.demandArea],
    ['single_field_budget', input.single_field_budget, DEMAND_MESSAGES.budgetRequired, LIMITS.demandBudget],
  ];
  for (const [field, value, required, limit] of numeric) {
    if (blank(value) || !decimal(value)) errors[field] = required;
    else if (String(value).length > limit) errors[field] = tooLong(field === 'single_field_budget' ? '预算' : '面积', limit);
  }
  if (!isValidDate(input.start)) errors.start = DEMAND_MESSAGES.startRequired;
  else if (compareDates(input.start, options.today) < 0) errors.start = DEMAND_MESSAGES.startRequired;
  if (!isValidDate(input.end)) errors.end = DEMAND_MESSAGES.endRequired;
  else if (orderedDateRange(input.start, input.end).message) errors.end = DEMAND_MESSAGES.endBeforeStart;
  if (!blank(input.ex_description) && !withinLimit(String(input.ex_description), LIMITS.demandDescription)) {
    errors.ex_description = tooLong('需求描述', LIMITS.demandDescription);
  }
  if ((input.pic_url ?? []).length > UPLOAD_LIMITS.demandImages.count) errors.pic_url = DEMAND_MESSAGES.tooManyImages;
  return errors;
}
