import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';

const REASON_MAX = 200;

/** Why a proof is refused; the buyer sees it on the payment page and may upload again. */
export function RefuseDialog({ orderNum, onRefuse, onClose }: { orderNum: string | null; onRefuse: (reason: string) => Promise<unknown>; onClose: () => void }) {
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
      await onRefuse(reason.trim());
      setReason('');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={`拒绝转账凭证（订单 ${orderNum ?? ''}）`} open={orderNum !== null} onCancel={onClose} onOk={() => void submit()} okText="确认拒绝" okButtonProps={{ danger: true }} cancelText="取消" confirmLoading={saving} destroyOnHidden>
      <Input.TextArea
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        rows={4}
        maxLength={REASON_MAX}
        showCount
        // The counter hangs below the box: keep it clear of the dialog's buttons.
        style={{ marginBottom: 24 }}
        placeholder="请填写拒绝原因，如：转账金额与订单金额不符、凭证不清晰"
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
