import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loginReasonText } from '@/shared/auth/login-reasons';
import { authUrl, REGISTER_PATH, safeFromPath } from '@/shared/auth/safe-redirect';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useFinishLogin } from '../api/use-finish-login';
import styles from '../components/auth-card.module.css';
import { AuthShell } from '../components/auth-shell';
import { CodeLoginForm } from '../components/code-login-form';
import { OAuthButtons } from '../components/oauth-buttons';
import { PasswordLoginForm } from '../components/password-login-form';
import { AgreementLinks } from '@/shared/ui/agreement-links';

/**
 * /auth/code-login?from=<path>[&reason=<key>]: login by mobile and SMS code, then back to `from`; or, for
 * accounts that set a login password, by mobile and password (the second way in). A `reason` the site
 * sent the visitor with (纠错, 意见反馈, 承接需求, 收藏) is said above the form.
 */
export function CodeLoginPage() {
  usePageTitle('登录');
  const [params] = useSearchParams();
  const from = params.get('from');
  const reason = loginReasonText(params.get('reason'));
  const finish = useFinishLogin(from);
  const [byPassword, setByPassword] = useState(false);

  return (
    <AuthShell heading="欢迎登录">
      {reason && (
        <p className={styles.reason} role="status" data-testid="login-reason">
          {reason}，登录后将回到刚才的页面
        </p>
      )}
      <h2 className={styles.title}>{byPassword ? '密码登录' : '验证码登录'}</h2>
      <p className={styles.subtitle}>{byPassword ? '设置过登录密码的账号可使用密码登录' : '未注册的手机号验证后将自动创建账号'}</p>
      {byPassword ? <PasswordLoginForm onLoggedIn={finish} /> : <CodeLoginForm submitText="登录" onLoggedIn={finish} />}
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={() => setByPassword(!byPassword)}>
          {byPassword ? '使用验证码登录' : '使用密码登录'}
        </button>
        <span className={styles.divider} aria-hidden>
          ·
        </span>
        还没有账号？<Link to={authUrl(safeFromPath(from), REGISTER_PATH)}>免费注册</Link>
      </p>
      <OAuthButtons from={safeFromPath(from)} />
      <p className={styles.terms}>
        登录即表示您同意
        <AgreementLinks />
      </p>
    </AuthShell>
  );
}
