import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error';

const REASON_MAX = 200;

/**
 * A refusal that needs a reason (a transfer proof, an order item, a supplier application): the reason is
 * required (请填写拒绝原因), at most 200 characters, and the server's refusal is shown in the dialog.
 */
export function ReasonDialog({
  title,
  open,
  note,
  placeholder,
  rows = 4,
  onSubmit,
  onClose,
}: {
  title: string;
  open: boolean;
  note?: ReactNode;
  placeholder: string;
  rows?: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
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
      await onSubmit(reason.trim());
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
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      {note && <p style={{ color: 'var(--ink-3)' }}>{note}</p>}
      <Input.TextArea
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        rows={rows}
        maxLength={REASON_MAX}
        showCount
        // The counter hangs below the box: keep it clear of the dialog's buttons.
        style={{ marginBottom: 24 }}
        placeholder={placeholder}
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
