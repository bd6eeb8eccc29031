import { PAY_PASSWORD_PATTERN } from './pay-password';

/**
 * Input patterns and field limits of the product spec, as plain predicates and constants that zod
 * schemas on the server and in the web app can both use (`z.string().regex(PATTERNS.mobile, …)` or
 * `.refine(isBuildHeight, …)`). Chinese messages live in `validation-messages.ts`.
 */

export const PATTERNS = {
  /** 11 digits starting with 1. */
  mobile: /^1\d{10}$/,
  /** Landline: optional area code 0xx(x) and hyphen, 7–8 digits, optional extension; or a 400/800 number. */
  landline: /^(?:(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  digits: /^\d+$/,
  positiveInteger: /^[1-9]\d*$/,
  /** Non-negative decimal with at most two decimals, no leading zeros: 0, 12, 12.5, 0.05. */
  decimal2: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
  postcode: /^\d{6}$/,
  /** Unified social credit code or tax id: 15, 18 or 20 uppercase letters and digits. */
  taxCode: /^(?:[A-Z0-9]{15}|[A-Z0-9]{18}|[A-Z0-9]{20})$/,
  /** A year 19xx or 20xx. */
  year: /^(?:19|20)\d{2}$/,
  payPassword: PAY_PASSWORD_PATTERN,
  /** SMS verification code: 6 digits. */
  captcha: /^\d{6}$/,
  /** HH:mm on a 15-minute step, 00:00–23:45. */
  quarterHourTime: /^(?:[01]\d|2[0-3]):(?:00|15|30|45)$/,
} as const;

/** Longest values accepted, in characters (docs/spec/product-spec.md section 9). */
export const LIMITS = {
  enquiryName: 12,
  enquiryMobile: 11,
  mobile: 11,
  product: 30,
  leaveWord: 30,
  buildHeight: 6,
  contactName: 24,
  contactMobile: 11,
  contactAddress: 36,
  demandName: 24,
  demandMobile: 11,
  demandArea: 12,
  demandBudget: 12,
  demandDescription: 1000,
  captcha: 6,
  payPassword: 6,
  imageTextLabel: 12,
} as const;

/** A supplier's community: text lengths, and how many labels and photos it may have. */
export const COMMUNITY_LIMITS = { name: 60, address: 120, description: 2000, labels: 20, images: 20 } as const;

/** Upload counts and sizes (MB) of docs/spec/product-spec.md section 9. */
export const UPLOAD_LIMITS = {
  default: { count: 1, megabytes: 3 },
  orderImages: { count: 5 },
  licenceImages: { count: 5, megabytes: 8 },
  effectImages: { count: 10, megabytes: 50 },
  transferProofs: { count: 10, megabytes: 3 },
  demandImages: { count: 12 },
  defaultImageTypes: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp'],
  orderImageTypes: ['jpg', 'jpeg', 'png'],
  effectImageTypes: ['png', 'jpg', 'jpeg', 'bmp', 'pdf'],
  fileTypes: ['xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx', 'pdf'],
} as const;

const test =
  (pattern: RegExp) =>
  (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);

/** 11 digits starting with 1 (请输入有效的手机号). */
export const isMobile = test(PATTERNS.mobile);
/** Landline or 400/800 number. */
export const isLandline = test(PATTERNS.landline);
/** A mobile or a landline (联系电话). */
export const isPhone = (value: unknown): value is string => isMobile(value) || isLandline(value);
/** Email address (请输入有效的邮箱). */
export const isEmail = (value: unknown): value is string => test(PATTERNS.email)(value) && value.length <= 254;
/** Digits only. */
export const isDigits = test(PATTERNS.digits);
/** A positive integer written without leading zeros. */
export const isPositiveIntegerString = test(PATTERNS.positiveInteger);
/** A non-negative decimal with at most two decimals. */
export const isDecimal2 = test(PATTERNS.decimal2);
/** 6-digit postcode. */
export const isPostcode = test(PATTERNS.postcode);
/** 15, 18 or 20 uppercase letters and digits. */
export const isTaxCode = test(PATTERNS.taxCode);
/** 19xx or 20xx. */
export const isYear = test(PATTERNS.year);
/** Exactly 6 digits (请输入6位数字支付密码). */
export const isPayPassword = test(PATTERNS.payPassword);
/** 6-digit SMS code (请输入有效的验证码). */
export const isCaptcha = test(PATTERNS.captcha);
/** HH:mm on a 15-minute step. */
export const isQuarterHourTime = test(PATTERNS.quarterHourTime);

/** Build height: a positive number with at most two decimals, at most 6 characters (`'3.5'`, `'12.25'`). */
export function isBuildHeight(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length <= LIMITS.buildHeight && PATTERNS.decimal2.test(text) && Number(text) > 0;
}

/** Password: 6–20 printable ASCII letters, digits and symbols, not all of one class. */
export function isPassword(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[\x21-\x7e]{6,20}$/.test(value)) return false;
  const classes = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(value)).length;
  return classes >= 2;
}

/** Length in characters (code points, so a Chinese character or an emoji counts once). */
export function charLength(value: string): number {
  return [...value].length;
}

/** True when `value` has at most `limit` characters. */
export function withinLimit(value: string, limit: number): boolean {
  return charLength(value) <= limit;
}

/** Every time a 15-minute step picker offers: `'00:00'`, `'00:15'`, … `'23:45'`. */
export const QUARTER_HOUR_TIMES: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  return `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
});

/** Minutes since midnight of a valid `HH:mm`, or null. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A number typed into a range filter, or undefined when it is empty or invalid (cleared):
 * finite and not negative; numeric strings are trimmed.
 */
export function parseFilterNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^\s*\d+(?:\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

/**
 * A min/max range filter (price, area, person flow, budget): invalid numbers are cleared and a min
 * above the max is swapped. `swapIfReversed('300', 100)` → `{ min: 100, max: 300 }`.
 */
export function swapIfReversed(min: unknown, max: unknown): { min: number | undefined; max: number | undefined } {
  const low = parseFilterNumber(min);
  const high = parseFilterNumber(max);
  if (low !== undefined && high !== undefined && low > high) return { min: high, max: low };
  return { min: low, max: high };
}
