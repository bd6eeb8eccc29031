import { passwordError } from '@vm/domain/login-password';
import { PASSWORD_MESSAGES } from '@vm/domain/validation-messages';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';

/** 6–20 letters, digits and symbols, not all of one class (packages/domain passwordError). */
const passwordRules: Rule[] = [
  {
    validator: async (_rule, value: unknown) => {
      const problem = passwordError(value ?? '');
      if (problem) throw new Error(problem);
    },
  },
];

const confirmRules: Rule[] = [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue('password')) throw new Error(PASSWORD_MESSAGES.confirmMismatch);
    },
  }),
];

/** The new password and its repeat. */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item name="password" label="新密码" rules={passwordRules} extra="6-20位，字母、数字或符号，且不能全为同一类">
        <Input.Password placeholder="请输入新密码" maxLength={20} autoComplete="new-password" aria-label="新密码" />
      </Form.Item>
      <Form.Item name="confirm" label="确认新密码" dependencies={['password']} rules={confirmRules}>
        <Input.Password placeholder="请再次输入新密码" maxLength={20} autoComplete="new-password" aria-label="确认新密码" />
      </Form.Item>
    </>
  );
}
