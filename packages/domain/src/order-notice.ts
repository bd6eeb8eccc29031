/**
 * 《下单须知》 as docs/spec/product-spec.md section 1 states it to buyers: agreed at checkout and printed into every
 * lease contract (docs/spec/business-rules.md "Contracts").
 */
export const ORDER_NOTICE_RULES = [
  '请至少提前2天预订场地。',
  '客服人员将在48小时内与您联系。',
  '订单提交后48小时内未支付将自动取消。',
  '支付后供应商将在24小时内完成审核。',
  '执行第2天起可申请开具发票。',
  '仅在订单未支付取消或被拒绝时退还优惠券。',
  '支付前或待审核期间取消订单可全额退款。',
  '订单审核通过后不可取消。',
] as const;
