/**
 * The home page's short demand form (city, name, mobile, code), checked alike by the drawer and by the
 * server (demands re-exports it). A file of its own with few imports: the drawer is on the home page.
 */
import type { FieldErrors } from './form-validation';
import { HOME_DEMAND_MESSAGES } from './home-demand-messages';
import { LIMITS, isCaptcha, isMobile, withinLimit } from './validation';

/** What the form holds. */
export interface HomeDemandInput {
  city_ids?: readonly number[] | null;
  name?: string | null;
  mobile?: string | null;
  captcha?: string | null;
}

export type HomeDemandField = 'city_ids' | 'name' | 'mobile' | 'captcha';

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Home demand checks in the form's order: city, name, mobile, code (visitors only). */
export function homeDemandErrors(input: HomeDemandInput, options: { loggedIn: boolean }): FieldErrors<HomeDemandField> {
  const errors: FieldErrors<HomeDemandField> = {};
  if (!input.city_ids || input.city_ids.length === 0) errors.city_ids = HOME_DEMAND_MESSAGES.cityRequired;
  if (blank(input.name)) errors.name = HOME_DEMAND_MESSAGES.nameRequired;
  else if (!withinLimit(String(input.name).trim(), LIMITS.demandName)) errors.name = `姓名最多${LIMITS.demandName}个字`;
  if (blank(input.mobile)) errors.mobile = HOME_DEMAND_MESSAGES.mobileRequired;
  else if (!isMobile(String(input.mobile).trim())) errors.mobile = HOME_DEMAND_MESSAGES.mobileInvalid;
  if (!options.loggedIn) {
    if (blank(input.captcha)) errors.captcha = HOME_DEMAND_MESSAGES.captchaRequired;
    else if (!isCaptcha(String(input.captcha).trim())) errors.captcha = HOME_DEMAND_MESSAGES.captchaInvalid;
  }
  return errors;
}
