import type { BankAccount } from '@vm/contracts/settlement';
import { formatYuan } from '@vm/domain/money';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { yuanToFenOrNull } from '@/shared/supplier/yuan-field';
import { useFinanceMutations } from '../api/finance-queries';
import styles from './withdraw-dialog.module.css';

/** Asks to withdraw up to `available` to one of the accounts; the server reserves it at once (or answers 可提现余额不足). */
export function WithdrawDialog({
  open,
  available,
  accounts,
  onClose,
}: {
  open: boolean;
  available: number;
  accounts: readonly BankAccount[];
  onClose: () => void;
}) {
  const { withdraw } = useFinanceMutations();
  const [yuan, setYuan] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = accountId ?? accounts[0]?.id ?? null;
  const submit = async () => {
    const amount = yuanToFenOrNull(yuan);
    if (amount === null || amount <= 0) return setError('请输入正确的提现金额');
    if (chosen === null) return setError('请先添加收款账户');
    try {
      await withdraw.mutateAsync({ amount, bank_account_id: chosen });
      void toast.success('提现申请已提交，平台将尽快打款');
      setYuan(null);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Modal
      title="申请提现"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={withdraw.isPending}
      destroyOnHidden
    >
      <p>
        可提现余额：<strong>{formatYuan(Math.max(0, available))}</strong>
      </p>
      <div className={styles.fields}>
        <Select
          aria-label="收款账户"
          // The list opens inside the dialog, aligned to it and never wider than the select (a phone's page
          // grew to 511–567 px when it opened in the page's body during the dialog's opening animation).
          getPopupContainer={(trigger: HTMLElement) => trigger.closest('.ant-modal-body') ?? document.body}
          popupMatchSelectWidth
          className={styles.select}
          classNames={{ popup: { root: styles.accounts } }}
          value={chosen ?? undefined}
          onChange={(value: number) => setAccountId(value)}
          placeholder="请选择收款账户"
          options={accounts.map((account) => ({
            value: account.id,
            label: `${account.bank_name} ${account.account_name} 尾号${account.account_number.slice(-4)}`,
          }))}
        />
        <InputNumber<string>
          stringMode
          aria-label="提现金额（元）"
          style={{ width: '100%' }}
          min="0.01"
          precision={2}
          prefix="¥"
          value={yuan}
          onChange={(value) => {
            setYuan(value);
            setError(null);
          }}
          placeholder="提现金额（元）"
        />
      </div>
      {error && (
        <div role="alert" style={{ marginTop: 8, color: '#ff4d4f' }}>
          {error}
        </div>
      )}
    </Modal>
  );
}
