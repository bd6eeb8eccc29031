import { PAYMENT_MESSAGES } from '@vm/domain/validation-messages';
import { formatYuan } from '@vm/domain/money';
import { PAY_PASSWORD_PATTERN } from '@vm/domain/pay-password';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import styles from './payment-methods.module.css';
import { paths } from '@/shared/paths';

/** Where a buyer who forgot the payment password goes (docs/spec/product-spec.md "payment page"). */

/**
 * The password box that replaces the method radios when the balance is chosen: 6 digits, checked
 * before anything is sent; the server's answer (wrong password, locked, insufficient) shows below.
 */
export function BalancePayForm({ amount, onPay }: { amount: number; onPay: (password: string) => Promise<unknown> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const submit = async () => {
    if (!PAY_PASSWORD_PATTERN.test(password)) {
      setError(PAYMENT_MESSAGES.payPasswordInvalid);
      return;
    }
    setError(null);
    setPaying(true);
    try {
      await onPay(password);
    } catch (failure) {
      setError(errorMessage(failure));
      setPassword('');
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className={styles.balanceForm} data-testid="balance-pay-form">
      <label className={styles.passwordRow}>
        <span>支付密码：</span>
        <Input.Password
          value={password}
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, '').slice(0, 6))}
          onPressEnter={() => void submit()}
          maxLength={6}
          inputMode="numeric"
          autoComplete="off"
          placeholder="请输入6位数字支付密码"
          status={error ? 'error' : undefined}
          aria-label="支付密码"
          style={{ width: 240 }}
        />
        <Link to={paths.modifyPayPassword()} className={styles.forgot}>
          忘记密码？
        </Link>
      </label>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      <Button type="primary" size="large" loading={paying} onClick={() => void submit()} className={styles.payButton}>
        确认支付 {formatYuan(amount)}
      </Button>
    </div>
  );
}
