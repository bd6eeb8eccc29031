import Steps from 'antd/es/steps';
import styles from './order-flow-steps.module.css';

/** The five steps of the order flow (docs/spec/product-spec.md "Ordering and payment"), in order. */
export const ORDER_FLOW_STEPS = ['选择场地', '填写并核对订单', '支付', '订单审核', '订单执行'] as const;

/**
 * The order-flow header; `current` is the 0-based active step (checkout is 1). On a phone the five
 * steps would be a screen tall: one line says where the buyer is instead (order-flow-steps.module.css).
 */
export function OrderFlowSteps({ current }: { current: number }) {
  return (
    <div data-testid="order-flow-steps" className={styles.frame}>
      <Steps className={styles.steps} current={current} size="small" items={ORDER_FLOW_STEPS.map((title) => ({ title }))} />
      <p className={styles.compact} aria-hidden="true">
        <strong>{ORDER_FLOW_STEPS[current]}</strong>
        <span>
          第 {current + 1} 步 / 共 {ORDER_FLOW_STEPS.length} 步
        </span>
      </p>
    </div>
  );
}
