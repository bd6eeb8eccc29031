import Steps from 'antd/es/steps';

/** The five steps of the order flow (product-spec "Ordering and payment"), in order. */
export const ORDER_FLOW_STEPS = ['选择场地', '填写并核对订单', '支付', '订单审核', '订单执行'] as const;

/** The order-flow header; `current` is the 0-based active step (checkout is 1). */
export function OrderFlowSteps({ current }: { current: number }) {
  return (
    <div data-testid="order-flow-steps" style={{ background: '#fff', borderRadius: 8, padding: '20px 32px', marginBottom: 16 }}>
      <Steps current={current} size="small" items={ORDER_FLOW_STEPS.map((title) => ({ title }))} />
    </div>
  );
}
