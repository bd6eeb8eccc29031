import { OAUTH_PROVIDER_LABELS } from '@vm/contracts/third-party-login';
import Alert from 'antd/es/alert';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/paths';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useBindMobile } from '../api/use-oauth';
import { useFinishLogin } from '../api/use-finish-login';
import styles from '../components/auth-card.module.css';
import { AuthShell } from '../components/auth-shell';
import { CodeLoginForm } from '../components/code-login-form';
import type { BindMobileState } from './oauth-callback-page';

/**
 * /auth/bind-mobile: a WeChat / QQ account logging in for the first time binds a mobile with an SMS code
 * (a new mobile registers an account). The bind token comes from the callback page's history entry.
 */
export function BindMobilePage() {
  usePageTitle('绑定手机号');
  const pending = useLocation().state as BindMobileState | null;
  const bind = useBindMobile();
  const finish = useFinishLogin(pending?.from ?? null, '绑定成功');
  if (!pending?.bindToken) {
    return (
      <AuthShell heading="绑定手机号">
        <h2 className={styles.title}>绑定手机号</h2>
        <Alert type="warning" showIcon title="绑定已失效，请重新使用微信或QQ登录" />
        <p className={styles.switch}>
          <Link to={paths.login()}>返回登录页</Link>
        </p>
      </AuthShell>
    );
  }
  const label = OAUTH_PROVIDER_LABELS[pending.provider];
  return (
    <AuthShell heading="绑定手机号">
      <h2 className={styles.title}>绑定手机号</h2>
      <p className={styles.subtitle}>
        {label}账号{pending.nickname ? `「${pending.nickname}」` : ''}首次登录，请绑定手机号；以后可直接用{label}登录。未注册的手机号将自动创建账号。
      </p>
      <CodeLoginForm submitText="绑定并登录" onLoggedIn={finish} submit={(body) => bind.mutateAsync({ bind_token: pending.bindToken, ...body })} />
    </AuthShell>
  );
}
