import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Button from 'antd/es/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useWalletStatus } from '@/shared/wallet/wallet-status';
import { ModifyPayPasswordForm } from '../components/modify-pay-password-form';
import { SmsPayPasswordForm } from '../components/sms-pay-password-form';
import { useAfterPasswordSaved } from './pay-password-page';
import styles from './wallet-pages.module.css';
import { paths } from '@/shared/paths';

type Way = 'old' | 'sms';

/**
 * /admin/wallets/modify-pwd: change the payment password with the old one, or — the payment page's
 * 忘记密码 lands here — reset it with an SMS code.
 */
export function ModifyPayPasswordPage() {
  usePageTitle('修改支付密码');
  const wallet = useWalletStatus();
  const done = useAfterPasswordSaved();
  const [way, setWay] = useState<Way>('old');

  let body;
  if (wallet.isPending) body = <RowsSkeleton rows={1} />;
  else if (!wallet.data?.has_pay_password) {
    body = (
      <Result
        status="info"
        title="您还未设置支付密码"
        extra={
          <Link to={paths.payPassword()}>
            <Button type="primary">去设置</Button>
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className={styles.formPanel}>
        <Segmented<Way>
          value={way}
          onChange={setWay}
          options={[
            { value: 'old', label: '原密码修改' },
            { value: 'sms', label: '忘记密码，短信验证重置' },
          ]}
          style={{ marginBottom: 20 }}
        />
        {way === 'old' ? (
          <>
            <ModifyPayPasswordForm onDone={done} />
            <p className={styles.switchLink}>
              忘记原支付密码？
              <Button type="link" size="small" onClick={() => setWay('sms')} style={{ paddingInline: 0 }}>
                通过短信验证码重置
              </Button>
            </p>
          </>
        ) : (
          <SmsPayPasswordForm submitText="重置支付密码" onDone={done} />
        )}
      </div>
    );
  }

  return (
    <AdminFrame title="修改支付密码" crumbs={[{ label: '我的钱包', to: paths.wallet() }]} testId="modify-pay-password-page">
      <Panel title="修改支付密码">{body}</Panel>
    </AdminFrame>
  );
}
