import type { ChildPermission } from '@vm/contracts/supplier-child-accounts';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { LoadError, RowsSkeleton } from '../ui/load-state';
import { useSupplierAccount } from './supplier-account';

export { useSupplierAccount };

/**
 * The body of a supplier page: shown to a supplier, or a child account holding `permission`; anyone
 * else reads why not. The server checks again on every call.
 */
export function SupplierGate({ children, what, permission = 'venues' }: { children: ReactNode; what: string; permission?: ChildPermission }) {
  const account = useSupplierAccount();
  if (account.isPending) return <RowsSkeleton rows={2} />;
  if (account.isError) {
    if (account.error instanceof ApiError && account.error.status === 403) {
      return <Result status="403" title="仅供应商可访问" subTitle={`请使用供应商账号登录后${what}。`} />;
    }
    return <LoadError error={account.error} onRetry={() => void account.refetch()} />;
  }
  if (!account.data.permissions.includes(permission)) {
    return <Result status="403" title="没有权限" subTitle={`您的子账号没有${permission === 'venues' ? '场地管理' : '订单管理'}权限，请联系主账号开通。`} />;
  }
  return <>{children}</>;
}
