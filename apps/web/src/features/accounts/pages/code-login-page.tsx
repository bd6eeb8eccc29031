import { Link, useSearchParams } from 'react-router';
import { authUrl, REGISTER_PATH, safeFromPath } from '../../../shared/auth/safe-redirect';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useFinishLogin } from '../api/use-finish-login';
import styles from '../components/auth-card.module.css';
import { AuthShell } from '../components/auth-shell';
import { CodeLoginForm } from '../components/code-login-form';

/** /auth/code-login?from=<path>: login by mobile and SMS code, then back to `from`. */
export function CodeLoginPage() {
  usePageTitle('登录');
  const [params] = useSearchParams();
  const from = params.get('from');
  const finish = useFinishLogin(from);

  return (
    <AuthShell heading="欢迎登录">
      <h2 className={styles.title}>验证码登录</h2>
      <p className={styles.subtitle}>未注册的手机号验证后将自动创建账号</p>
      <CodeLoginForm submitText="登录" onLoggedIn={finish} />
      <p className={styles.switch}>
        还没有账号？<Link to={authUrl(safeFromPath(from), REGISTER_PATH)}>免费注册</Link>
      </p>
      <p className={styles.terms}>登录即表示您同意《用户协议》和《隐私政策》</p>
    </AuthShell>
  );
}
