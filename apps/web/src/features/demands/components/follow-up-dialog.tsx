import type { OperatorDemand } from '@vm/contracts/demands';
import { DEMAND_FOLLOW_UP_NEXT, DEMAND_STATUS_NAMES, FOLLOW_UP_NOTE_LIMIT } from '@vm/domain/demands';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useFollowUpDemand } from '../api/demand-queries';

/** The operator's follow-up: the next status (open → contacted → closed) and a required note. */
export function FollowUpDialog({ demand, onClose }: { demand: OperatorDemand | null; onClose: () => void }) {
  const followUp = useFollowUpDemand();
  const next = demand ? DEMAND_FOLLOW_UP_NEXT[demand.status] : [];
  const [status, setStatus] = useState<'contacted' | 'closed' | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = status ?? (next[0] as 'contacted' | 'closed' | undefined) ?? null;

  const close = () => {
    setStatus(null);
    setNote('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!demand || !chosen) return;
    if (!note.trim()) {
      setError('请填写跟进备注');
      return;
    }
    try {
      await followUp.mutateAsync({ id: demand.id, body: { status: chosen, note: note.trim() } });
      void toast.success('跟进已记录');
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      open={demand !== null}
      title="跟进需求"
      okText="保存"
      cancelText="取消"
      confirmLoading={followUp.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      {demand && (
        <>
          <p style={{ color: 'var(--ink-3)' }}>
            {demand.product || '首页快速需求'} · {demand.name} {demand.mobile} · 当前状态：{demand.status_name}
          </p>
          <Radio.Group
            value={chosen}
            onChange={(event) => setStatus(event.target.value as 'contacted' | 'closed')}
            options={next.map((value) => ({ value, label: `标记为${DEMAND_STATUS_NAMES[value]}` }))}
            style={{ marginBottom: 12 }}
          />
          <Input.TextArea
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setError(null);
            }}
            rows={4}
            maxLength={FOLLOW_UP_NOTE_LIMIT}
            showCount
            aria-label="跟进备注"
            placeholder="请填写跟进备注，如：已电话联系，客户希望周末档期"
            style={{ marginBottom: 24 }}
            status={error ? 'error' : undefined}
          />
          {error && <Alert type="error" showIcon title={error} />}
        </>
      )}
    </Modal>
  );
}
