import { REGISTRATION_TYPES } from '@vm/contracts/account-constants';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authUrl, safeFromPath } from '@/shared/auth/safe-redirect';
import { startSession } from '@/shared/auth/session';
import { toast } from '@/shared/ui/feedback';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useFinishLogin } from '../api/use-finish-login';
import styles from '../components/auth-card.module.css';
import { AuthShell } from '../components/auth-shell';
import { CodeLoginForm } from '../components/code-login-form';
import { RegistrationTypeChooser } from '../components/registration-type-chooser';
import { loginTypeOf, readRegistrationType, saveRegistrationType, type RegistrationType } from '../registration-type';
import { AgreementLinks } from '@/shared/ui/agreement-links';

export interface RegisterPageProps {
  /**
   * What follows registering as a supplier, agent or facilitator (types 1–3): the account starts as a
   * buyer with a pending application, shown here instead of leaving the page (composed in app/).
   */
  afterRegistration?: (type: Exclude<RegistrationType, 0>, from: string | null) => ReactNode;
}

/** /auth/register?from=<path>: choose a registration type, then the mobile + code form. */
export function RegisterPage({ afterRegistration }: RegisterPageProps = {}) {
  usePageTitle('注册');
  const [params] = useSearchParams();
  const from = params.get('from');
  const finish = useFinishLogin(from, '注册成功');
  const [remembered] = useState(readRegistrationType);
  const [chosen, setChosen] = useState<RegistrationType>();
  const [registered, setRegistered] = useState(false);

  if (registered && chosen && afterRegistration) {
    return <AuthShell heading="欢迎注册">{afterRegistration(chosen, from)}</AuthShell>;
  }
  const loginLink = (
    <p className={styles.switch}>
      已有账号？<Link to={authUrl(safeFromPath(from))}>直接登录</Link>
    </p>
  );

  if (chosen === undefined) {
    return (
      <AuthShell heading="欢迎注册">
        <h2 className={styles.title}>选择注册身份</h2>
        <p className={styles.subtitle}>不同身份享有不同服务，注册后也可联系客服变更</p>
        <RegistrationTypeChooser
          selected={remembered}
          onChoose={(type) => {
            saveRegistrationType(type);
            setChosen(type);
          }}
        />
        {loginLink}
      </AuthShell>
    );
  }

  const label = REGISTRATION_TYPES.find((option) => option.type === chosen)?.label ?? '';
  return (
    <AuthShell heading="欢迎注册">
      <h2 className={styles.title}>手机号注册</h2>
      <p className={styles.subtitle}>验证手机号即可完成注册</p>
      <div className={styles.chosen}>
        <span>
          注册身份：<strong>{label}</strong>
        </span>
        <button type="button" className={styles.linkButton} onClick={() => setChosen(undefined)}>
          重新选择
        </button>
      </div>
      <CodeLoginForm
        submitText="注册"
        registrationType={loginTypeOf(chosen)}
        onLoggedIn={(result) => {
          if (!chosen || !afterRegistration) return finish(result);
          startSession(result.token);
          void toast.success('注册成功');
          setRegistered(true);
        }}
      />
      {loginLink}
      <p className={styles.terms}>
        注册即表示您同意
        <AgreementLinks />
      </p>
    </AuthShell>
  );
}
