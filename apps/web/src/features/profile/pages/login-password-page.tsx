import { maskMobile } from '@vm/domain/mobile-mask';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useProfile, useProfileMutations } from '../api/profile-queries';
import { NewPasswordFields } from '../components/password-fields';
import styles from '../components/profile.module.css';

interface Values {
  captcha?: string;
  old_password?: string;
  password?: string;
  confirm?: string;
}

const FIELDS = ['captcha', 'old_password', 'password'] as const;

/** One way to prove it is the owner: an SMS code to the account's mobile, or the old password. */
function PasswordForm({ mode, mobile, submitText }: { mode: 'sms' | 'old'; mobile: string; submitText: string }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { setPassword, sendCode } = useProfileMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const showFieldErrors = useServerFieldErrors(form, FIELDS);

  const showError = (error: unknown) => {
    if (!showFieldErrors(error)) setFormError(errorMessage(error));
  };

  const onSend = async () => {
    try {
      await sendCode.mutateAsync(mobile);
      void toast.success('验证码已发送');
      return true;
    } catch (error) {
      form.setFields([{ name: 'captcha', errors: [errorMessage(error)] }]);
      return false;
    }
  };

  const onFinish = async (values: Values) => {
    setFormError(null);
    try {
      await setPassword.mutateAsync(
        mode === 'sms' ? { password: values.password!, captcha: values.captcha } : { password: values.password!, old_password: values.old_password },
      );
      void toast.success(submitText === '设置登录密码' ? '登录密码设置成功' : '登录密码修改成功');
      await navigate(paths.profile());
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      onFinish={(values) => void onFinish(values)}
      data-testid={`password-form-${mode}`}
    >
      {mode === 'sms' ? (
        <>
          <Form.Item label="手机号">
            <Input value={maskMobile(mobile)} disabled aria-label="手机号" />
          </Form.Item>
          <Form.Item label="短信验证码" required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item
                name="captcha"
                noStyle
                rules={[
                  { required: true, message: '请输入验证码' },
                  { pattern: /^\d{6}$/, message: '请输入有效的验证码' },
                ]}
              >
                <Input placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" aria-label="短信验证码" />
              </Form.Item>
              <CountdownButton onSend={onSend} style={{ width: 140 }} />
            </div>
          </Form.Item>
        </>
      ) : (
        <Form.Item name="old_password" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password placeholder="请输入原密码" maxLength={20} autoComplete="current-password" aria-label="原密码" />
        </Form.Item>
      )}
      <NewPasswordFields />
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" size="large" block loading={setPassword.isPending}>
        {submitText}
      </Button>
    </Form>
  );
}

/**
 * /admin/profile/password (登录密码): set the login password with an SMS code, or change it with the old
 * one (or reset it with a code). With it the account can also log in by password.
 */
export function LoginPasswordPage() {
  usePageTitle('登录密码');
  const profile = useProfile();
  const data = profile.data;
  return (
    <AdminFrame title="登录密码" crumbs={[{ label: '个人资料', to: paths.profile() }]} testId="login-password-page">
      <Panel title={data?.has_password ? '修改登录密码' : '设置登录密码'}>
        <QueryState query={profile} loading={<RowsSkeleton rows={3} />}>
          {(loaded) =>
            loaded.has_password ? (
              <Tabs
                items={[
                  { key: 'old', label: '原密码修改', children: <PasswordForm mode="old" mobile={loaded.mobile} submitText="修改登录密码" /> },
                  { key: 'sms', label: '短信验证码重置', children: <PasswordForm mode="sms" mobile={loaded.mobile} submitText="重置登录密码" /> },
                ]}
              />
            ) : (
              <>
                <p className={styles.muted}>设置登录密码后，可在登录页使用“手机号 + 密码”登录。</p>
                <PasswordForm mode="sms" mobile={loaded.mobile} submitText="设置登录密码" />
              </>
            )
          }
        </QueryState>
      </Panel>
    </AdminFrame>
  );
}
