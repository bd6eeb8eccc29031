import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';

const REASON_LIMIT = 200;

/** The reason a supplier gives when denying a sub-order (required, ≤ 200 characters). */
export function DenyDialog({
  open,
  orderNum,
  busy,
  onCancel,
  onDeny,
}: {
  open: boolean;
  orderNum: string;
  busy: boolean;
  onCancel: () => void;
  onDeny: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError('请填写拒绝原因');
    onDeny(trimmed);
  };
  return (
    <Modal
      title={`拒绝子订单 ${orderNum}`}
      open={open}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={submit}
      onCancel={onCancel}
      afterClose={() => {
        setReason('');
        setError(null);
      }}
      destroyOnHidden
    >
      <p style={{ color: '#86909c' }}>拒绝后该子订单的款项将退回买家钱包，请说明原因。</p>
      <Input.TextArea
        aria-label="拒绝原因"
        rows={4}
        maxLength={REASON_LIMIT}
        showCount
        // The counter hangs below the box: keep it clear of the dialog's buttons.
        style={{ marginBottom: 24 }}
        value={reason}
        status={error ? 'error' : undefined}
        placeholder="请填写拒绝原因"
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {error}
        </div>
      )}
    </Modal>
  );
}
