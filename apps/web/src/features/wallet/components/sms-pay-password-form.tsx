import { maskMobile } from '@vm/domain/mobile-mask';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/auth/session';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toast } from '@/shared/ui/feedback';
import { usePayPasswordMutations, useSendOwnCode } from '../api/wallet-queries';
import { confirmRules, digitsOnly, payPasswordRules } from './pay-password-rules';

interface Values {
  captcha: string;
  password: string;
  confirm: string;
}

const FIELDS = ['captcha', 'password'] as const;

/**
 * Sets or resets the payment password with an SMS code sent to the account's own mobile
 * (PUT /api/wallets/pay-pwd); a reset also lifts a wrong-password lock.
 */
export function SmsPayPasswordForm({ submitText, onDone }: { submitText: string; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { user } = useCurrentUser();
  const sendCode = useSendOwnCode();
  const { set } = usePayPasswordMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const showFieldErrors = useServerFieldErrors(form, FIELDS);

  const showError = (error: unknown, fallbackField?: 'captcha') => {
    if (showFieldErrors(error)) return;
    if (fallbackField) form.setFields([{ name: fallbackField, errors: [errorMessage(error)] }]);
    else setFormError(errorMessage(error));
  };

  const onSend = async (): Promise<boolean> => {
    if (!user) return false;
    try {
      await sendCode.mutateAsync(user.mobile);
      void toast.success('验证码已发送');
      return true;
    } catch (error) {
      showError(error, 'captcha');
      return false;
    }
  };

  const onFinish = async (values: Values) => {
    setFormError(null);
    try {
      await set.mutateAsync({ password: values.password, captcha: values.captcha });
      void toast.success('支付密码设置成功');
      onDone();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} data-testid="sms-pay-password-form">
      <Form.Item label="手机号">
        <Input value={user ? maskMobile(user.mobile) : ''} disabled aria-label="手机号" />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="captcha"
            noStyle
            getValueFromEvent={digitsOnly}
            rules={[
              { required: true, message: '请输入验证码' },
              { pattern: /^\d{6}$/, message: '请输入有效的验证码' },
            ]}
          >
            <Input placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" aria-label="短信验证码" />
          </Form.Item>
          <CountdownButton onSend={onSend} disabled={!user} style={{ width: 140 }} />
        </div>
      </Form.Item>
      <Form.Item name="password" label="新支付密码" rules={payPasswordRules} getValueFromEvent={digitsOnly}>
        <Input.Password placeholder="请输入6位数字支付密码" maxLength={6} inputMode="numeric" autoComplete="new-password" aria-label="新支付密码" />
      </Form.Item>
      <Form.Item name="confirm" label="确认支付密码" dependencies={['password']} rules={confirmRules('password')} getValueFromEvent={digitsOnly}>
        <Input.Password placeholder="请再次输入支付密码" maxLength={6} inputMode="numeric" autoComplete="new-password" aria-label="确认支付密码" />
      </Form.Item>
      {formError && (
        <div role="alert" style={{ marginBottom: 12, color: '#ff4d4f' }}>
          {formError}
        </div>
      )}
      <Button type="primary" htmlType="submit" size="large" loading={set.isPending} block>
        {submitText}
      </Button>
    </Form>
  );
}
