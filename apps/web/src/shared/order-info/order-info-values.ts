import type { OrderInfo } from '@vm/contracts/order-info';
import type { OrderInfoFields } from '@vm/contracts/order-payload';
import { checkoutInfoErrors, type CheckoutField, type FieldErrors } from '@vm/domain/form-validation';

/**
 * The supplementary information (补充信息) as an antd form holds it, and its conversion to and from
 * the API's shape. The checkout page and the provide-info form share it, and both check it with
 * packages/domain checkoutInfoErrors — the same function the server runs on what they send.
 */
export interface OrderInfoFormValues {
  product?: string;
  approach_time?: string;
  exit_time?: string;
  has_build?: 0 | 1;
  build_height?: string;
  /** Cascader paths: `[parent]` for a whole industry, `[parent, child]` for one of its children. */
  industries?: number[][];
  purposes?: number[];
  spread_ways?: number[];
  design_files?: { name: string; url: string }[];
  licence_images?: string[];
  brand_authorizations?: string[];
  images?: string[];
}

/** The info fields of checkoutInfoErrors (everything but the contact, notice and leave-words). */
export type InfoField = Exclude<CheckoutField, 'agreed_notice' | 'contact' | 'leave_words'>;

const INFO_FIELDS: readonly InfoField[] = ['product', 'approach_time', 'exit_time', 'has_build', 'build_height', 'licence_images'];

/** The info part of a checkout or provide-info body. */
export function toOrderInfoFields(values: OrderInfoFormValues): Partial<OrderInfoFields> {
  const hasBuild = values.has_build ?? null;
  return {
    product: values.product?.trim() ?? '',
    approach_time: values.approach_time ?? null,
    exit_time: values.exit_time ?? null,
    has_build: hasBuild,
    build_height: hasBuild === 1 ? (values.build_height?.trim() ?? '') : null,
    industries: (values.industries ?? []).map((path) => ({ parent_id: path[0]!, id: path[path.length - 1]! })),
    purposes: values.purposes ?? [],
    spread_ways: values.spread_ways ?? [],
    design_files: values.design_files ?? [],
    licence_images: values.licence_images ?? [],
    brand_authorizations: values.brand_authorizations ?? [],
    images: values.images ?? [],
  };
}

/** A saved OrderInfo as form values (the provide-info form opens with what was saved). */
export function fromOrderInfo(info: OrderInfo): OrderInfoFormValues {
  const hasBuild = info.has_build === 0 || info.has_build === 1 ? info.has_build : undefined;
  return {
    product: info.product || undefined,
    approach_time: info.approach_time ?? undefined,
    exit_time: info.exit_time ?? undefined,
    has_build: hasBuild,
    build_height: info.build_height ?? undefined,
    industries: info.industries.map((choice) => (choice.id === choice.parent_id ? [choice.parent_id] : [choice.parent_id, choice.id])),
    purposes: [...new Set([...info.purposes, ...info.promotion_purposes])],
    spread_ways: info.spread_ways,
    design_files: info.design_files,
    licence_images: info.licence_images,
    brand_authorizations: info.brand_authorizations,
    images: info.images,
  };
}

/** The spec's messages for the info fields, in the order the form reports them. */
export function orderInfoErrors(values: OrderInfoFormValues): FieldErrors<InfoField> {
  const all = checkoutInfoErrors({
    product: values.product,
    approach_time: values.approach_time,
    exit_time: values.exit_time,
    has_build: values.has_build ?? null,
    build_height: values.build_height ?? null,
    licence_images: values.licence_images ?? [],
  });
  const errors: FieldErrors<InfoField> = {};
  for (const field of INFO_FIELDS) if (all[field]) errors[field] = all[field];
  return errors;
}

/** antd `setFields` entries: each info field with its message, or cleared. */
export function infoFieldStates(errors: FieldErrors<InfoField>) {
  return INFO_FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] }));
}

/** antd `setFields` entries clearing the message of each field just changed (it is checked again on submit). */
export function clearedFields(changed: OrderInfoFormValues) {
  return Object.keys(changed).map((name) => ({ name: name as keyof OrderInfoFormValues, errors: [] as string[] }));
}
