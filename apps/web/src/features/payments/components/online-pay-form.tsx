import { formatYuan } from '@vm/domain/money';
import { PAY_ALIPAY_FORM_MODE } from '@vm/domain/payment-options';
import Button from 'antd/es/button';
import { useToken } from '@/shared/auth/token-store';
import { useIsPhone } from '@/shared/ui/screen';
import styles from './payment-methods.module.css';

/** The browser's online payment: POST /orders/pay-alipay, answered with a self-submitting gateway form. */
export const PAY_ALIPAY_ACTION = '/orders/pay-alipay';

/**
 * A real HTML form, not an API call: the server answers a page that submits itself to the (sandbox)
 * Alipay gateway, and the gateway brings the buyer back to /orders/paid/{id}.
 */
export function OnlinePayForm({ orderId, amount }: { orderId: number; amount: number }) {
  const token = useToken();
  // A phone-sized screen goes to Alipay's phone cashier (alipay.trade.wap.pay), which can open the Alipay app.
  const device = useIsPhone() ? 'phone' : 'pc';
  return (
    <form method="post" action={PAY_ALIPAY_ACTION} className={styles.modePanel} data-testid="online-pay-form">
      <input type="hidden" name="_token" value={token ?? ''} />
      <input type="hidden" name="payment_mode" value={PAY_ALIPAY_FORM_MODE} />
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="device" value={device} />
      <p className={styles.modeHint}>将跳转至支付宝收银台完成付款，支付完成后自动返回本站。</p>
      <Button type="primary" size="large" htmlType="submit" className={styles.payButton}>
        去支付宝支付 {formatYuan(amount)}
      </Button>
    </form>
  );
}
