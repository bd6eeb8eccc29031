import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { LoginResult } from '@vm/contracts/accounts';
import { ZPasswordLoginBody, type PasswordLoginBody } from '@vm/contracts/profile';
import { PASSWORD_MESSAGES } from '@vm/domain/validation-messages';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { typedApi } from '@/shared/api/typed-api';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import styles from './code-login-form.module.css';

interface Values {
  account?: string;
  password?: string;
}

const FIELDS = ['account', 'password'] as const;

/**
 * Mobile + login password, the second way in for accounts that set a password (个人资料 → 登录密码).
 * Wrong passwords are limited like SMS codes (5 per mobile in 15 minutes); the server's message says
 * how many tries are left or until when it waits.
 */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, FIELDS);
  const login = useMutation({ mutationFn: (body: PasswordLoginBody): Promise<LoginResult> => typedApi.post('/auth/password-login', { body }) });
  const [formError, setFormError] = useState<string>();

  const onFinish = async (values: Values) => {
    setFormError(undefined);
    const body = { account: values.account?.trim() ?? '', password: values.password ?? '' };
    const parsed = ZPasswordLoginBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      form.setFields([{ name: issue.path[0] as (typeof FIELDS)[number], errors: [issue.message] }]);
      return;
    }
    try {
      onLoggedIn(await login.mutateAsync(parsed.data));
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed: Values) => {
        const touched = FIELDS.filter((field) => field in changed && form.getFieldError(field).length > 0);
        if (touched.length > 0) form.setFields(touched.map((field) => ({ name: field, errors: [] })));
        if (formError) setFormError(undefined);
      }}
      data-testid="password-login-form"
    >
      <Form.Item name="account">
        <Input
          size="large"
          prefix={<MobileOutlined className={styles.icon} />}
          placeholder="请输入手机号"
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item name="password">
        <Input.Password
          size="large"
          prefix={<LockOutlined className={styles.icon} />}
          placeholder={PASSWORD_MESSAGES.required}
          maxLength={20}
          autoComplete="current-password"
          aria-label="登录密码"
        />
      </Form.Item>
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" size="large" htmlType="submit" block loading={login.isPending} className={styles.submit}>
        登录
      </Button>
    </Form>
  );
}
