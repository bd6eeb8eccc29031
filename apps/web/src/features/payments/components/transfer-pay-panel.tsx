import type { PaymentOrder } from '@vm/contracts/orders';
import { OFFLINE_STATUS, VOUCHER_MAX_IMAGES } from '@vm/contracts/payments';
import { PAYMENT_MESSAGES, UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { formatYuan } from '@vm/domain/money';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Image from 'antd/es/image';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useBeneficiary, useUploadVoucher } from '../api/payment-queries';
import styles from './payment-methods.module.css';
import { paths } from '@/shared/paths';

/** Where 取消 of a transfer goes: the buyer's unpaid orders (docs/spec/product-spec.md section 4). */

/** The client-side check of the proofs before they are sent: 1 to 10 images. */
export function voucherCountError(urls: readonly string[]): string | null {
  if (urls.length === 0) return PAYMENT_MESSAGES.proofRequired;
  if (urls.length > VOUCHER_MAX_IMAGES) return UPLOAD_MESSAGES.transferProofs;
  return null;
}

type TransferOrder = Pick<PaymentOrder, 'id' | 'actual_fee' | 'offline_status' | 'voucher_image_url' | 'offline_refuse_reason'>;

function Beneficiary({ amount }: { amount: number }) {
  const beneficiary = useBeneficiary(true);
  if (beneficiary.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (beneficiary.isError) return <Alert type="error" showIcon title={errorMessage(beneficiary.error)} />;
  const { account_holder, opening_bank, beneficiary_account_number } = beneficiary.data;
  return (
    <Descriptions size="small" column={1} bordered className={styles.beneficiary} data-testid="beneficiary">
      <Descriptions.Item label="收款户名">{account_holder}</Descriptions.Item>
      <Descriptions.Item label="开户银行">{opening_bank}</Descriptions.Item>
      <Descriptions.Item label="收款账号">
        <span className={styles.accountNumber}>{beneficiary_account_number}</span>
      </Descriptions.Item>
      <Descriptions.Item label="转账金额">
        <strong className={styles.brandText}>{formatYuan(amount)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The proofs already handed in, while the operator checks them. */
function AwaitingConfirmation({ urls }: { urls: readonly string[] }) {
  return (
    <div data-testid="voucher-awaiting">
      <Alert type="success" showIcon title="转账凭证已上传" description="平台确认收款后订单将自动变为已支付，请耐心等待。" />
      <Image.PreviewGroup>
        <div className={styles.voucherThumbs}>
          {urls.map((url) => (
            <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} alt="转账凭证" />
          ))}
        </div>
      </Image.PreviewGroup>
    </div>
  );
}

/**
 * Corporate bank transfer: the platform's account, then 1–10 proof images sent with
 * PUT /api/orders/{id}/upload_voucher. Uploaded proofs wait for an operator; a refused one may be
 * replaced.
 */
export function TransferPayPanel({ order }: { order: TransferOrder }) {
  const navigate = useNavigate();
  const upload = useUploadVoucher(order.id);
  const [urls, setUrls] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const problem = voucherCountError(urls);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({ voucher_image_url: urls });
      void toast.success('转账凭证已上传，等待平台确认');
      setUrls([]);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <div className={styles.modePanel} data-testid="transfer-panel">
      <Beneficiary amount={order.actual_fee} />
      {order.offline_status === OFFLINE_STATUS.awaiting ? (
        <AwaitingConfirmation urls={order.voucher_image_url} />
      ) : (
        <>
          {order.offline_status === OFFLINE_STATUS.refused && (
            <Alert
              type="warning"
              showIcon
              data-testid="voucher-refused"
              title="转账凭证未通过审核，请重新上传"
              description={order.offline_refuse_reason ? `原因：${order.offline_refuse_reason}` : undefined}
            />
          )}
          <div className={styles.uploadBlock}>
            <div className={styles.uploadLabel}>上传转账凭证</div>
            <ImageUploadField
              bucket="voucher"
              value={urls}
              addText="上传凭证"
              onChange={(next) => {
                setUrls(next);
                setError(null);
              }}
            />
          </div>
          {error && (
            <div className={styles.error} role="alert">
              {error}
            </div>
          )}
          <div className={styles.actions}>
            <Button type="primary" size="large" loading={upload.isPending} onClick={() => void submit()}>
              提交转账凭证
            </Button>
            <Button size="large" onClick={() => void navigate(paths.orders('status=submitted'))}>
              取消
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
