import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';

const REASON_MAX = 200;

/** Why an application is refused; the applicant sees the reason on the application page and may apply again. */
export function RefuseApplicationDialog({ companyName, onRefuse, onClose }: { companyName: string | null; onRefuse: (reason: string) => Promise<unknown>; onClose: () => void }) {
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
    <Modal
      title={`拒绝入驻申请（${companyName ?? ''}）`}
      open={companyName !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Input.TextArea
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        rows={4}
        maxLength={REASON_MAX}
        showCount
        style={{ marginBottom: 24 }}
        placeholder="请填写拒绝原因，如：公司名称与营业执照不符、联系电话无法接通"
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
