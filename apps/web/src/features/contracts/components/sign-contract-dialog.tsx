import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { CONTRACT_ROLE_LABELS } from '@vm/domain/contracts';
import { maskMobile } from '@vm/domain/mobile-mask';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/auth/session';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toast } from '@/shared/ui/feedback';
import { useContractMutations } from '../api/contract-queries';

/**
 * 去签署: the signer reads the contract (download), has a code sent to its own mobile (usage 5) and
 * signs with it; the server adds its electronic signature to the PDF.
 */
export function SignContractDialog({ contract, onClose }: { contract: ContractSummary | null; onClose: () => void }) {
  const { user } = useCurrentUser();
  const { sendCode, sign, download } = useContractMutations();
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setCaptcha('');
    setError(null);
    onClose();
  };

  const send = async () => {
    if (!user) return false;
    try {
      await sendCode.mutateAsync(user.mobile);
      void toast.success('验证码已发送');
      return true;
    } catch (failure) {
      void toast.error(errorMessage(failure));
      return false;
    }
  };

  const submit = async () => {
    if (!contract) return;
    if (!/^\d{6}$/.test(captcha.trim())) {
      setError('请输入6位短信验证码');
      return;
    }
    try {
      await sign.mutateAsync({ id: contract.id, captcha: captcha.trim() });
      void toast.success('签署成功');
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      open={contract !== null}
      title="签署租赁合同"
      okText="确认签署"
      cancelText="取消"
      confirmLoading={sign.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      {contract && (
        <div data-testid="sign-contract-dialog">
          <p style={{ marginBottom: 8 }}>
            合同编号 {contract.contract_num}（子订单 {contract.order_num}），您将以
            <strong>{contract.my_role ? CONTRACT_ROLE_LABELS[contract.my_role] : ''}</strong>身份签署。
          </p>
          <p style={{ marginBottom: 12 }}>
            请先
            <a onClick={() => download.mutate(contract)} role="button" style={{ margin: '0 4px' }}>
              下载合同
            </a>
            仔细阅读。签署后合同内容不可更改，电子签名与手写签名具有同等法律效力。
          </p>
          <div style={{ marginBottom: 8, color: 'var(--ink-3, #86909c)' }}>验证码将发送至 {user ? maskMobile(user.mobile) : '您的手机'}</div>
          <div style={{ display: 'flex', gap: 8 }}>
            <Input
              value={captcha}
              onChange={(event) => {
                setCaptcha(event.target.value);
                setError(null);
              }}
              maxLength={6}
              inputMode="numeric"
              placeholder="请输入短信验证码"
              aria-label="短信验证码"
              status={error ? 'error' : undefined}
              onPressEnter={() => void submit()}
            />
            <CountdownButton onSend={send} disabled={!user} />
          </div>
          {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} role="alert" />}
        </div>
      )}
    </Modal>
  );
}
