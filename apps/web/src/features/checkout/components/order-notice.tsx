import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import styles from './checkout-summary.module.css';
import { AgreementLinks } from '../../../shared/ui/agreement-links';

/** 《下单须知》 as product-spec section 1 states it to buyers. */
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

/** The agreement tick with a link that opens the notice. */
export function OrderNotice({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.notice}>
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid="notice-checkbox">
        我已阅读并同意
      </Checkbox>
      <button type="button" className={styles.link} onClick={() => setOpen(true)}>
        《下单须知》
      </button>
      <AgreementLinks />
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      <Modal
        title="下单须知"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange(true);
          setOpen(false);
        }}
        okText="我已阅读并同意"
        cancelText="关闭"
      >
        <ol className={styles.rules}>
          {ORDER_NOTICE_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </Modal>
    </div>
  );
}
