import { formatYuan } from '@vm/domain/money';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useScanCodePayment } from '../api/payment-queries';
import styles from './payment-methods.module.css';

/** Renders `text` as a QR code image (data URL); undefined until drawn. */
function useQrImage(text: string | undefined): string | undefined {
  const [image, setImage] = useState<{ text: string; url: string }>();
  useEffect(() => {
    if (!text) return;
    let live = true;
    void toDataURL(text, { width: 220, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setImage({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return image && image.text === text ? image.url : undefined;
}

/**
 * Scan-code mode: a QR code of the same online payment (alipay.trade.precreate). The page's status
 * polling notices the payment, whichever device completes it.
 */
export function ScanCodePanel({ orderId }: { orderId: number }) {
  const payment = useScanCodePayment(orderId, true);
  const image = useQrImage(payment.data?.qr_code);
  if (payment.isError) return <Alert type="error" showIcon title={errorMessage(payment.error)} />;
  return (
    <div className={`${styles.modePanel} ${styles.scanPanel}`} data-testid="scan-code-panel">
      <div className={styles.qrBox}>
        {image ? <img src={image} alt="支付二维码" width={220} height={220} data-testid="payment-qr" data-qr-text={payment.data?.qr_code} /> : <Spin />}
      </div>
      <div>
        <p className={styles.scanAmount}>扫码支付 {payment.data ? formatYuan(payment.data.amount) : ''}</p>
        <p className={styles.modeHint}>请使用支付宝扫描左侧二维码完成付款，支付成功后页面将自动跳转。</p>
        {payment.data?.sandbox && <p className={styles.modeHint}>（当前为支付宝沙箱环境）</p>}
      </div>
    </div>
  );
}
