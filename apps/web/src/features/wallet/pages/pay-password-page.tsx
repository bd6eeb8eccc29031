import { useNavigate, useSearchParams } from 'react-router';
import { safeFromPath } from '@/shared/auth/safe-redirect';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useWalletStatus } from '@/shared/wallet/wallet-status';
import { SmsPayPasswordForm } from '../components/sms-pay-password-form';
import styles from './wallet-pages.module.css';
import { paths } from '@/shared/paths';

/** Where to go after the password is set: `from` (e.g. the payment page) when given, else the wallet. */
export function useAfterPasswordSaved(): () => void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const from = search.get('from');
  return () => void navigate(from ? safeFromPath(from) : paths.wallet());
}

/** /admin/wallets/pay-pwd: set the payment password, or reset a forgotten one, with an SMS code. */
export function PayPasswordPage() {
  usePageTitle('支付密码');
  const wallet = useWalletStatus();
  const done = useAfterPasswordSaved();
  const hasPassword = wallet.data?.has_pay_password ?? false;
  const title = hasPassword ? '重置支付密码' : '设置支付密码';
  return (
    <AdminFrame title="支付密码" crumbs={[{ label: '我的钱包', to: paths.wallet() }]} testId="pay-password-page">
      <Panel title={wallet.isPending ? '支付密码' : title}>
        <div className={styles.formPanel}>
          <p className={styles.hint}>
            支付密码为6位数字，用于余额支付订单。{hasPassword ? '您已设置过支付密码，验证手机号后可重新设置。' : '请先验证您的手机号。'}
          </p>
          {wallet.isPending ? <RowsSkeleton rows={1} /> : <SmsPayPasswordForm submitText={title} onDone={done} />}
        </div>
      </Panel>
    </AdminFrame>
  );
}
