import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { safeFromPath } from '@/shared/auth/safe-redirect';
import { ApplicationPanel } from './application-panel';
import type { ApplicationType } from './application-form';

/**
 * After registering as a supplier, agent or facilitator: the account is a buyer until an operator
 * approves, so the register page shows the pending application (completed here with the company name).
 */
export function RegistrationApplication({ type, from }: { type: ApplicationType; from: string | null }) {
  const navigate = useNavigate();
  return (
    <div data-testid="registration-application">
      <h2 style={{ margin: '0 0 4px', fontSize: 20 }}>注册成功</h2>
      <p style={{ margin: '0 0 16px', color: 'var(--ink-3)' }}>您现在可以浏览和预订场地；入驻身份需平台审核通过后开通。</p>
      <ApplicationPanel
        type={type}
        fixedType
        extra={
          <Button type="primary" onClick={() => void navigate(safeFromPath(from), { replace: true })}>
            先去逛逛
          </Button>
        }
      />
    </div>
  );
}
