import type { PaymentOrder } from '@vm/contracts/orders';
import type { WalletStatus } from '@vm/contracts/wallet';
import { formatYuan } from '@vm/domain/money';
import { PAYMENT_MODES, type BalanceBlock, type PaymentChoice, type PaymentOptions, type RadioMode } from '@vm/domain/payment-options';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BalancePayForm } from './balance-pay-form';
import { OnlinePayForm } from './online-pay-form';
import styles from './payment-methods.module.css';
import { ScanCodePanel } from './scan-code-panel';
import { TransferPayPanel } from './transfer-pay-panel';
import { paths } from '@/shared/paths';

function balanceHint(block: BalanceBlock | undefined, wallet: WalletStatus | undefined, orderId: number): ReactNode {
  switch (block) {
    case 'insufficient':
      return <span className={styles.blocked}>余额不足</span>;
    case 'no-password':
      return (
        <span className={styles.blocked}>
          您还未设置支付密码，
          <Link to={paths.payPassword({ from: paths.payment(orderId) })} className={styles.setLink}>
            去设置
          </Link>
        </span>
      );
    case 'locked':
      return (
        <span className={styles.blocked}>
          支付密码错误次数过多，请于{wallet?.pay_password_locked_until ? dayjs(wallet.pay_password_locked_until).format('HH:mm') : '稍后'}后再试
        </span>
      );
    case 'offline':
      return <span className={styles.blocked}>已提交转账凭证，暂不可使用余额支付</span>;
    default:
      return null;
  }
}

const RADIO_OPTIONS: { value: RadioMode; label: string; rule: keyof Omit<PaymentOptions, 'balance' | 'refusal'> }[] = [
  { value: PAYMENT_MODES.onlineForm, label: '支付宝在线支付', rule: 'online' },
  { value: PAYMENT_MODES.transfer, label: '对公转账', rule: 'transfer' },
  { value: PAYMENT_MODES.scanCode, label: '扫码支付', rule: 'scanCode' },
];

export interface PaymentMethodsProps {
  order: PaymentOrder;
  wallet: WalletStatus | undefined;
  rules: PaymentOptions;
  choice: PaymentChoice | undefined;
  onChoice: (choice: PaymentChoice | undefined) => void;
  onPayWithBalance: (password: string) => Promise<unknown>;
  /** The radio to return to when the balance box is unticked. */
  fallback: RadioMode | undefined;
}

/**
 * The balance option above the method radios (docs/spec/product-spec.md "payment page"): ticking the balance
 * replaces the radios with the password box; each method is disabled by the rules of section 4.
 */
export function PaymentMethods({ order, wallet, rules, choice, onChoice, onPayWithBalance, fallback }: PaymentMethodsProps) {
  const balanceChosen = choice === 'balance';
  return (
    <div className={styles.methods} data-testid="payment-methods">
      <div className={`${styles.balanceRow} ${balanceChosen ? styles.chosen : ''}`}>
        <Checkbox checked={balanceChosen} disabled={!rules.balance.enabled} onChange={(event) => onChoice(event.target.checked ? 'balance' : fallback)}>
          余额支付
        </Checkbox>
        <span className={styles.balance}>
          可用余额 <strong data-testid="wallet-balance">{wallet ? formatYuan(wallet.balance_sum) : '—'}</strong>
        </span>
        {balanceHint(rules.balance.block, wallet, order.id)}
      </div>

      {balanceChosen ? (
        <BalancePayForm amount={order.actual_fee} onPay={onPayWithBalance} />
      ) : (
        <>
          <Radio.Group value={choice} onChange={(event) => onChoice(event.target.value as RadioMode)} className={styles.radios}>
            {RADIO_OPTIONS.map((option) => (
              <Radio.Button key={option.value} value={option.value} disabled={!rules[option.rule]}>
                {option.label}
              </Radio.Button>
            ))}
          </Radio.Group>
          {Boolean(order.group_status) && <p className={styles.modeHint}>拼团订单不支持对公转账，请选择余额、支付宝或扫码支付。</p>}
          {choice === PAYMENT_MODES.onlineForm && <OnlinePayForm orderId={order.id} amount={order.actual_fee} />}
          {choice === PAYMENT_MODES.transfer && <TransferPayPanel order={order} />}
          {choice === PAYMENT_MODES.scanCode && <ScanCodePanel orderId={order.id} />}
        </>
      )}
    </div>
  );
}
