import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '@vm/contracts/third-party-login';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import { safeFromPath } from '@/shared/auth/safe-redirect';
import { startSession } from '@/shared/auth/session';
import { toast } from '@/shared/ui/feedback';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useOAuthLogin } from '../api/use-oauth';
import styles from '../components/auth-card.module.css';
import { AuthShell } from '../components/auth-shell';

/** What the bind page needs, carried in the history entry (never in the URL). */
export interface BindMobileState {
  bindToken: string;
  provider: OAuthProviderName;
  nickname: string;
  from: string;
}

/**
 * /auth/oauth/{provider}/callback?code=&state=: where WeChat / QQ send the browser back. The code goes
 * to the server once (a bound account logs in; a new one binds a mobile next).
 */
export function OAuthCallbackPage() {
  const params = useParams();
  const provider = OAUTH_PROVIDER_NAMES.find((name) => name === params.provider);
  const label = provider ? OAUTH_PROVIDER_LABELS[provider] : '第三方';
  usePageTitle(`${label}登录`);
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const navigate = useNavigate();
  const login = useOAuthLogin();
  const sent = useRef(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (sent.current || !provider || !code || !state) return;
    sent.current = true;
    login.mutate(
      { provider, code, state },
      {
        onSuccess: (result) => {
          if (result.token) {
            startSession(result.token);
            void toast.success('登录成功');
            void navigate(safeFromPath(result.from), { replace: true });
            return;
          }
          const next: BindMobileState = { bindToken: result.bind_token!, provider, nickname: result.nickname, from: result.from };
          void navigate(paths.bindMobile(), { replace: true, state: next });
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  }, [provider, code, state, login, navigate]);

  const problem = !provider ? '不支持的登录方式' : !code ? `您已取消${label}授权` : !state ? '登录请求无效' : failure;
  return (
    <AuthShell heading={`${label}登录`}>
      <h2 className={styles.title}>{label}登录</h2>
      {problem ? (
        <>
          <Alert type="error" showIcon title={problem} />
          <p className={styles.switch}>
            <Link to={paths.login()}>返回登录页</Link>
          </p>
        </>
      ) : (
        <div className={styles.subtitle}>
          <Spin size="small" /> 正在登录，请稍候…
        </div>
      )}
    </AuthShell>
  );
}
