import type { OrderInfoFields } from '@vm/contracts/order-payload';
import { checkoutInfoErrors, firstError } from '@vm/domain/form-validation';
import { isKnownIndustry, isKnownPurpose, isKnownSpreadWay } from '@vm/domain/order-info-options';
import { isMobile } from '@vm/domain/validation';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import { AppError } from '../../platform/http/app-error';

/** The supplementary information as stored: both spellings merged, values trimmed. */
export interface OrderInfoValues {
  product: string;
  approach_time: string | null;
  exit_time: string | null;
  has_build: number | null;
  build_height: string | null;
  industries: { parent_id: number; id: number }[];
  complete_industries: { parent_id: number; id: number }[];
  material_types: number[];
  purposes: number[];
  spread_ways: number[];
  design_files: { name: string; url: string }[];
  licence_images: string[];
  brand_authorizations: string[];
  images: string[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

export function orderInfoValues(fields: OrderInfoFields): OrderInfoValues {
  return {
    product: (fields.product ?? '').trim(),
    approach_time: fields.approach_time?.trim() || null,
    exit_time: fields.exit_time?.trim() || null,
    has_build: fields.has_build ?? null,
    build_height: fields.has_build === 1 && fields.build_height !== null && fields.build_height !== undefined ? String(fields.build_height).trim() : null,
    industries: fields.industries,
    complete_industries: fields.complete_industries,
    material_types: unique(fields.material_types),
    purposes: unique([...fields.purposes, ...fields.promotion_purposes]),
    spread_ways: unique(fields.spread_ways),
    design_files: fields.design_files,
    licence_images: [...new Set([...fields.licence_images, ...fields.licence_files])],
    brand_authorizations: fields.brand_authorizations,
    images: fields.images,
  };
}

/** Field errors of the choice lists (unknown industries, purposes, spread ways). */
function choiceErrors(info: OrderInfoValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (![...info.industries, ...info.complete_industries].every(isKnownIndustry)) errors.industries = '所选行业不存在';
  if (!info.purposes.every(isKnownPurpose)) errors.purposes = '所选推广目的不存在';
  if (!info.spread_ways.every(isKnownSpreadWay)) errors.spread_ways = '所选推广形式不存在';
  return errors;
}

function refuse(errors: Record<string, string | undefined>): void {
  const message = firstError(errors);
  if (message)
    throw new AppError('VALIDATION', message, Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined)));
}

/**
 * The checkout's checks with the spec's messages (packages/domain checkoutInfoErrors, the same the
 * order page runs): 422 with every failing field, before anything is read or written.
 */
export function assertCheckoutInfo(
  input: OrderInfoFields & { contact?: string | null; mobile?: string | null; agreed_notice?: boolean; resources: { leave_words?: string | null }[] },
): OrderInfoValues {
  const info = orderInfoValues(input);
  const errors: Record<string, string | undefined> = {
    ...checkoutInfoErrors({
      agreed_notice: input.agreed_notice,
      contact: input.contact,
      mobile: input.mobile,
      product: input.product,
      approach_time: info.approach_time,
      exit_time: info.exit_time,
      has_build: info.has_build,
      build_height: input.build_height ?? null,
      leave_words: input.resources.map((line) => line.leave_words),
      licence_images: info.licence_images,
    }),
  };
  if (!errors.contact && !isMobile(input.mobile?.trim())) errors.mobile = CONTACT_MESSAGES.mobileInvalid;
  refuse({ ...errors, ...choiceErrors(info) });
  return info;
}

/** The provide-info form's checks: the same as checkout without the contact and the lines. */
export function assertOrderInfo(input: OrderInfoFields): OrderInfoValues {
  const info = orderInfoValues(input);
  const errors: Record<string, string | undefined> = checkoutInfoErrors({
    contact: '-',
    mobile: '-',
    product: input.product,
    approach_time: info.approach_time,
    exit_time: info.exit_time,
    has_build: info.has_build,
    build_height: input.build_height ?? null,
    licence_images: info.licence_images,
  });
  refuse({ ...errors, ...choiceErrors(info) });
  return info;
}
