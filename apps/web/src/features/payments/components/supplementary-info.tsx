import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useState } from 'react';
// The one supplementary-info form of the app (checkout-web's); the success page embeds it as the spec asks.
import { ProvideInfoForm } from '@/shared/order-info/provide-info-form';

/** The success page's supplementary-info part: the form, then a short confirmation once saved. */
export function SupplementaryInfo({ orderId }: { orderId: number }) {
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <Result
        status="success"
        title="补充信息已保存"
        subTitle="供应商审核订单时将参考这些信息。"
        extra={<Button onClick={() => setSaved(false)}>继续修改</Button>}
        data-testid="supplementary-saved"
      />
    );
  }
  return (
    <div data-testid="supplementary-info">
      <p style={{ margin: '0 0 16px', color: 'var(--ink-2)' }}>完善进场、搭建等信息，便于供应商尽快审核并安排执行。</p>
      <ProvideInfoForm orderId={orderId} onSaved={() => setSaved(true)} />
    </div>
  );
}
