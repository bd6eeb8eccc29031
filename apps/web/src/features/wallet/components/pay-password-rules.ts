import { PAY_PASSWORD_PATTERN } from '@vm/domain/pay-password';
import { PAYMENT_MESSAGES } from '@vm/domain/validation-messages';
import type { Rule } from 'antd/es/form';

export const PASSWORDS_DIFFER = '两次输入的支付密码不一致';

/** A 6-digit payment password (docs/spec/product-spec.md section 5). */
export const payPasswordRules: Rule[] = [
  { required: true, message: PAYMENT_MESSAGES.payPasswordInvalid },
  { pattern: PAY_PASSWORD_PATTERN, message: PAYMENT_MESSAGES.payPasswordInvalid },
];

/** The repeat of `field`: the same 6 digits. */
export function confirmRules(field: string): Rule[] {
  return [
    { required: true, message: '请再次输入支付密码' },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(field)) throw new Error(PASSWORDS_DIFFER);
      },
    }),
  ];
}

/** Keeps only digits, at most 6, as the person types. */
export const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '').slice(0, 6);
