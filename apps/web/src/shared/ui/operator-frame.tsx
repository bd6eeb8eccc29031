import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../auth/session';
import { AdminFrame } from './admin-frame';
import { StaffPage, useStaffConsole } from './staff-console';
import { usePageTitle } from './use-page-title';

/**
 * The frame of an operator console page (/admin/operator/…): the member-centre frame with the staff
 * menu groups; anyone but an operator sees 无权访问 instead of the page (the API refuses them anyway).
 */
export function OperatorFrame({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  usePageTitle(title);
  const { user, isLoading } = useCurrentUser();
  const isOperator = user?.roles.includes('operator') ?? false;
  const inConsole = useStaffConsole();
  if (inConsole) {
    // The operator console checked the role and draws the menu.
    return (
      <StaffPage title={title} crumbs={[{ label: '平台运营' }]} testId={testId}>
        {isOperator ? children : null}
      </StaffPage>
    );
  }
  if (!isLoading && !isOperator) {
    return (
      <AdminFrame title={title}>
        <Result status="403" title="无权访问" subTitle={`${title}仅限平台运营人员使用`} />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title={title} crumbs={[{ label: '平台运营' }]} testId={testId}>
      {isOperator ? children : null}
    </AdminFrame>
  );
}

/** Whether the current account is an operator (queries of operator pages wait for it). */
export function useIsOperator(): boolean {
  const { user } = useCurrentUser();
  return user?.roles.includes('operator') ?? false;
}
