import { WALLET_RECHARGE_MAX } from '@vm/contracts/wallet';
import { tryYuanToFen } from '@vm/domain/money';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useRecharge } from '../api/wallet-queries';
import { postToGateway } from './post-to-gateway';

const QUICK_AMOUNTS = [500, 1000, 5000, 10000];

/** The yuan a person typed as fen, or the Chinese reason it cannot be topped up. */
export function rechargeAmount(text: string): { fen: number } | { error: string } {
  if (!text.trim()) return { error: '请输入充值金额' };
  const fen = tryYuanToFen(text);
  if (fen === null) return { error: '请输入正确的金额，最多两位小数' };
  if (fen <= 0) return { error: '充值金额必须大于0' };
  if (fen > WALLET_RECHARGE_MAX) return { error: '单笔充值金额不能超过1000000元' };
  return { fen };
}

/** 充值: an amount in yuan, then the wallet's top-up payment is posted to the gateway. */
export function RechargeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recharge = useRecharge();

  const submit = async () => {
    const amount = rechargeAmount(text);
    if ('error' in amount) {
      setError(amount.error);
      return;
    }
    setError(null);
    try {
      postToGateway(await recharge.mutateAsync(amount.fen));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title="钱包充值"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="去支付宝充值"
      cancelText="取消"
      confirmLoading={recharge.isPending}
      destroyOnHidden
    >
      <p style={{ color: 'var(--ink-2)' }}>充值金额将通过支付宝在线支付，到账后可用于支付订单。</p>
      <Input
        prefix="¥"
        suffix="元"
        size="large"
        value={text}
        onChange={(event) => {
          setText(event.target.value.trim());
          setError(null);
        }}
        onPressEnter={() => void submit()}
        placeholder="请输入充值金额"
        aria-label="充值金额"
        inputMode="decimal"
        maxLength={10}
        status={error ? 'error' : undefined}
      />
      {error && (
        <div role="alert" style={{ marginTop: 6, color: '#ff4d4f' }}>
          {error}
        </div>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
        {QUICK_AMOUNTS.map((yuan) => (
          <button
            key={yuan}
            type="button"
            onClick={() => {
              setText(String(yuan));
              setError(null);
            }}
            // A quick amount is a 44 px tap target in the text's own 14 px (a button's default is 13.3 px).
            style={{
              minWidth: 64,
              minHeight: 44,
              padding: '4px 14px',
              border: '1px solid var(--line)',
              borderRadius: 4,
              background: '#fff',
              cursor: 'pointer',
              font: 'inherit',
            }}
          >
            ¥{yuan}
          </button>
        ))}
      </div>
    </Modal>
  );
}
