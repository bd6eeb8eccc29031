import type { LoginResult } from '@vm/contracts/accounts';
import { useNavigate } from 'react-router';
import { safeFromPath } from '@/shared/auth/safe-redirect';
import { startSession } from '@/shared/auth/session';
import { toast } from '@/shared/ui/feedback';

/** After a successful login: keep the token and return to `from` (same-origin paths only) or home. */
export function useFinishLogin(from: string | null, successMessage = '登录成功') {
  const navigate = useNavigate();
  return (result: LoginResult) => {
    startSession(result.token);
    void toast.success(successMessage);
    void navigate(safeFromPath(from), { replace: true });
  };
}
