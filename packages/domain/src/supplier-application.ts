import type { FieldErrors } from './form-validation';
import { isMobile, withinLimit } from './validation';
import { SUPPLIER_APPLICATION_MESSAGES } from './validation-messages';

/** Registration and application types: 1 supplier (property), 2 agent, 3 facilitator. */
export const SUPPLIER_APPLICATION_TYPE_NAMES: Readonly<Record<number, string>> = { 1: '场地供应商', 2: '代理商', 3: '服务商' };

/** The role an approved application of this type adds. */
export const ROLE_BY_APPLICATION_TYPE: Readonly<Record<number, 'property' | 'agent' | 'facilitator'>> = { 1: 'property', 2: 'agent', 3: 'facilitator' };

export const SUPPLIER_APPLICATION_STATUS_NAMES = { pending: '待审核', approved: '已通过', refused: '已拒绝' } as const;

/** Longest company name (connect_name). */
export const CONNECT_NAME_LIMIT = 60;

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Supplier application form: company name (请输入公司名称), phone (请输入联系电话), a valid mobile (请输入有效的手机号). */
export function supplierApplicationErrors(input: { connect_name?: string | null; mobile?: string | null }): FieldErrors<'connect_name' | 'mobile'> {
  const errors: FieldErrors<'connect_name' | 'mobile'> = {};
  if (blank(input.connect_name)) errors.connect_name = SUPPLIER_APPLICATION_MESSAGES.companyRequired;
  else if (!withinLimit(String(input.connect_name).trim(), CONNECT_NAME_LIMIT)) errors.connect_name = `公司名称最多${CONNECT_NAME_LIMIT}个字`;
  if (blank(input.mobile)) errors.mobile = SUPPLIER_APPLICATION_MESSAGES.phoneRequired;
  else if (!isMobile(String(input.mobile).trim())) errors.mobile = SUPPLIER_APPLICATION_MESSAGES.mobileInvalid;
  return errors;
}
