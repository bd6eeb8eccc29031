import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ZCodeLoginBody, type LoginResult } from '@vm/contracts/accounts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import { useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toast } from '@/shared/ui/feedback';
import { useCodeLogin, useSendCode } from '../api/use-auth-mutations';
import styles from './code-login-form.module.css';

interface Values {
  account?: string;
  captcha?: string;
}

/** The part of a zod schema this form uses (web does not depend on zod itself). */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd rule that checks a field with the contract's schema, so the messages are the spec's own. */
function schemaRule(schema: FieldSchema): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '请检查输入');
    },
  };
}

const accountRules = [schemaRule(ZCodeLoginBody.shape.account)];
const captchaRules = [schemaRule(ZCodeLoginBody.shape.captcha)];
const FIELDS = ['account', 'captcha'] as const;

export interface CodeLoginFormProps {
  /** 登录 or 注册 */
  submitText: string;
  /** Registration type sent as `type` (1 supplier, 2 agent, 3 facilitator); none for a business. */
  registrationType?: number;
  onLoggedIn: (result: LoginResult) => void;
  /** Another way to spend the mobile and code (binding a WeChat / QQ login); default: `auth/code-login`. */
  submit?: (body: { account: string; captcha: string }) => Promise<LoginResult>;
}

/**
 * Mobile + SMS code form of login and registration. Fields are checked on blur and on submit with the
 * spec's messages; the server's messages appear under the field they concern, or above the button.
 */
export function CodeLoginForm({ submitText, registrationType, onLoggedIn, submit }: CodeLoginFormProps) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, FIELDS);
  const sendCode = useSendCode();
  const login = useCodeLogin();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const captchaInput = useRef<InputRef>(null);

  const showServerError = (error: unknown, defaultField?: (typeof FIELDS)[number]) => {
    if (showFieldErrors(error)) return;
    if (defaultField) {
      form.setFields([{ name: defaultField, errors: [errorMessage(error)] }]);
    } else {
      setFormError(errorMessage(error));
    }
  };

  const onSend = async (): Promise<boolean> => {
    setFormError(undefined);
    try {
      await form.validateFields(['account']);
    } catch {
      return false;
    }
    try {
      await sendCode.mutateAsync(form.getFieldValue('account') as string);
    } catch (error) {
      showServerError(error, 'account');
      return false;
    }
    void toast.success('验证码已发送，请注意查收短信');
    captchaInput.current?.focus();
    return true;
  };

  const onFinish = async (values: Values) => {
    setFormError(undefined);
    setSubmitting(true);
    try {
      const body = { account: values.account!.trim(), captcha: values.captcha!.trim() };
      const result = submit ? await submit(body) : await login.mutateAsync({ ...body, ...(registrationType ? { type: registrationType } : {}) });
      onLoggedIn(result);
    } catch (error) {
      showServerError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed: Values) => {
        // Typing again clears that field's error until the next blur or submit.
        const touched = FIELDS.filter((field) => field in changed && form.getFieldError(field).length > 0);
        if (touched.length > 0) form.setFields(touched.map((field) => ({ name: field, errors: [] })));
        if (formError) setFormError(undefined);
      }}
      className={styles.form}
    >
      <Form.Item name="account" rules={accountRules} validateFirst>
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
      <Form.Item name="captcha" rules={captchaRules} validateFirst>
        <Input
          ref={captchaInput}
          size="large"
          prefix={<LockOutlined className={styles.icon} />}
          placeholder="请输入验证码"
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label="验证码"
          suffix={<CountdownButton type="link" className={styles.sendButton} onSend={onSend} />}
        />
      </Form.Item>
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" size="large" htmlType="submit" block loading={login.isPending || submitting} className={styles.submit}>
        {submitText}
      </Button>
    </Form>
  );
}
