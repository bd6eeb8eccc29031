import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';

const REASON_MAX = 200;

/** Why an order item is refused; the buyer sees the reason and gets the line's share back in the wallet. */
export function DenyReasonDialog({ orderNum, onDeny, onClose }: { orderNum: string | null; onDeny: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!reason.trim()) {
      setError('请填写拒绝原因');
      return;
    }
    setSaving(true);
    try {
      await onDeny(reason.trim());
      setReason('');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={`拒绝订单（子订单 ${orderNum ?? ''}）`}
      open={orderNum !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <p style={{ color: 'var(--ink-3)' }}>拒绝后该子订单的款项将退回买家钱包。</p>
      <Input.TextArea
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        rows={3}
        maxLength={REASON_MAX}
        showCount
        style={{ marginBottom: 24 }}
        placeholder="请填写拒绝原因，如：该档期已有线下预订、活动内容不符合场地要求"
        aria-label="拒绝原因"
        status={error ? 'error' : undefined}
      />
      {error && (
        <div role="alert" style={{ marginTop: 6, color: '#ff4d4f' }}>
          {error}
        </div>
      )}
    </Modal>
  );
}
