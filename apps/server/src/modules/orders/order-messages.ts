import { MAX_UNPAID_ORDERS } from '@vm/domain/order-status';

/** Refusals of a checkout (preview and submission). */
export const ORDER_MESSAGES = {
  priceChanged: '价格已变动，请刷新后重新提交',
  tooManyUnpaid: `您有${MAX_UNPAID_ORDERS}个待支付订单，请先支付或取消后再下单`,
} as const;
