import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { usePayPasswordMutations } from '../api/wallet-queries';
import { confirmRules, digitsOnly, payPasswordRules } from './pay-password-rules';

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

const FIELDS = ['old_password', 'password'] as const;

/** Changes the payment password with the old one (PUT /api/wallets/modify-pwd). */
export function ModifyPayPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { modify } = usePayPasswordMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const showFieldErrors = useServerFieldErrors(form, FIELDS);

  const onFinish = async (values: Values) => {
    setFormError(null);
    try {
      await modify.mutateAsync({ old_password: values.old_password, password: values.password });
      void toast.success('支付密码修改成功');
      onDone();
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} data-testid="modify-pay-password-form">
      <Form.Item name="old_password" label="原支付密码" rules={payPasswordRules} getValueFromEvent={digitsOnly}>
        <Input.Password placeholder="请输入原6位数字支付密码" maxLength={6} inputMode="numeric" autoComplete="current-password" aria-label="原支付密码" />
      </Form.Item>
      <Form.Item name="password" label="新支付密码" rules={payPasswordRules} getValueFromEvent={digitsOnly}>
        <Input.Password placeholder="请输入6位数字支付密码" maxLength={6} inputMode="numeric" autoComplete="new-password" aria-label="新支付密码" />
      </Form.Item>
      <Form.Item name="confirm" label="确认新支付密码" dependencies={['password']} rules={confirmRules('password')} getValueFromEvent={digitsOnly}>
        <Input.Password placeholder="请再次输入新支付密码" maxLength={6} inputMode="numeric" autoComplete="new-password" aria-label="确认支付密码" />
      </Form.Item>
      {formError && (
        <div role="alert" style={{ marginBottom: 12, color: '#ff4d4f' }}>
          {formError}
        </div>
      )}
      <Button type="primary" htmlType="submit" size="large" loading={modify.isPending} block>
        确认修改
      </Button>
    </Form>
  );
}
