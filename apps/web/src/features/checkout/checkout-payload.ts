import type { Contact } from '@vm/contracts/contacts';
import { addressLine } from '@vm/domain/contact-entry';
import type { CheckoutSelection } from '@/shared/cart/checkout-selection';
import { toOrderInfoFields, type OrderInfoFormValues } from '@/shared/order-info/order-info-values';
import type { OrderBodyInput, OrderPreviewInput } from './api/use-checkout-api';

/** What the buyer chose on the page besides the supplementary information. */
export interface CheckoutChoices {
  couponId: number | null;
  /** Points to use (0 = none), already rounded by the domain's usablePoints. */
  points: number;
  /** Leave-word of each line, by the line's index in the selection. */
  leaveWords: Record<number, string>;
}

/**
 * The preview's body: the lines, coupon and points — everything that changes a figure. Leave-words
 * and the supplementary information do not, so typing them does not ask the server again.
 */
export function previewBody(selection: CheckoutSelection, choices: Pick<CheckoutChoices, 'couponId' | 'points'>): OrderPreviewInput {
  return {
    resources: selection.lines.map((line) => ({ ...line, coupon_id: null, leave_words: null })),
    coupon_id: choices.couponId,
    point: choices.points,
    cart_items: selection.cartItemIds,
  };
}

/** What the checkout form holds when the buyer submits: everything POST orders needs besides the selection. */
export interface PlaceOrderInput {
  choices: CheckoutChoices;
  contact: Contact;
  info: OrderInfoFormValues;
  /** The total the buyer saw (the preview's total_actual_price); the server refuses the order if it changed. */
  totalActualPrice: number;
}

/** The typed mapping from the checkout form to POST orders' payload. */
export function toOrderBody(selection: CheckoutSelection, input: PlaceOrderInput): OrderBodyInput {
  const { contact } = input;
  return submitBody(
    selection,
    input.choices,
    { name: contact.name, mobile: contact.mobile, address: addressLine(contact, '') },
    input.info,
    input.totalActualPrice,
  );
}

/** POST orders: the lines with their leave-words, the contact, the info and the total the buyer saw. */
export function submitBody(
  selection: CheckoutSelection,
  choices: CheckoutChoices,
  contact: { name: string; mobile: string; address: string },
  info: OrderInfoFormValues,
  totalActualPrice: number,
): OrderBodyInput {
  return {
    ...toOrderInfoFields(info),
    resources: selection.lines.map((line, index) => ({ ...line, coupon_id: null, leave_words: choices.leaveWords[index]?.trim() || null })),
    total_actual_price: totalActualPrice,
    contact: contact.name,
    mobile: contact.mobile,
    address: contact.address,
    channel: 4,
    delegated: 0,
    cart_items: selection.cartItemIds,
    point: choices.points,
    coupon_id: choices.couponId,
    agreed_notice: true,
    type: 1,
  };
}
