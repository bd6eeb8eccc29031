import type { ManagedResource } from '@vm/contracts/supplier-resources';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { PriceCalendarPreview, type RuleChange } from './price-calendar-preview';

interface RuleChangePreviewProps {
  open: boolean;
  title: string;
  summary: string;
  okText: string;
  change: RuleChange | null;
  resources: readonly ManagedResource[];
  onConfirm: () => Promise<unknown>;
  onBack?: () => void;
  onClose: () => void;
}

/**
 * The effect of changing or ending a rule on the calendar, shown before it is made: each date that
 * changes carries its new price (or 恢复摊位价); the supplier confirms or goes back.
 */
export function RuleChangePreview({ open, title, summary, okText, change, resources, onConfirm, onBack, onClose }: RuleChangePreviewProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      open={open}
      width={860}
      okText={okText}
      cancelText={onBack ? '返回修改' : '取消'}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={() => (onBack ? onBack() : onClose())}
      destroyOnHidden
      afterOpenChange={(visible) => visible && setFailure(null)}
    >
      <Alert type="info" showIcon title={summary} style={{ marginBottom: 12 }} />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="rule-change-error" />}
      {change && <PriceCalendarPreview resources={resources} change={change} />}
    </Modal>
  );
}
