import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { ORDER_NOTICE_RULES } from '@vm/domain/order-notice';
import styles from './checkout-summary.module.css';
import { AgreementLinks } from '@/shared/ui/agreement-links';

/** 《下单须知》 as docs/spec/product-spec.md section 1 states it to buyers (one list, also printed into lease contracts). */
export { ORDER_NOTICE_RULES };

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
