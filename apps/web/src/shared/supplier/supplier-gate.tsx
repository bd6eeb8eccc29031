import type { ChildPermission, SupplierAccount } from '@vm/contracts/supplier-child-accounts';
import { useQuery } from '@tanstack/react-query';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { useCurrentUser } from '../auth/session';
import { LoadError, RowsSkeleton } from '../ui/load-state';

/** GET supplier_account: who the caller acts for in the back office (a child account: its parent and permissions). */
export function useSupplierAccount(enabled: boolean) {
  return useQuery({
    queryKey: ['supplier_account'],
    queryFn: ({ signal }) => api.get<SupplierAccount>('/supplier_account', { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const PERMISSION_NAMES: Record<ChildPermission, string> = { venues: '场地管理', orders: '订单管理' };

/**
 * The body of a supplier page: shown to a supplier (role property) or to a child account holding
 * `permission`; anyone else reads why not. The server checks again on every call.
 */
export function SupplierGate({ children, what, permission = 'venues' }: { children: ReactNode; what: string; permission?: ChildPermission }) {
  const { user, isLoading } = useCurrentUser();
  const isSupplier = user?.roles.includes('property') ?? false;
  const account = useSupplierAccount(Boolean(user) && !isSupplier);
  const refused = <Result status="403" title="仅供应商可访问" subTitle={`请使用供应商账号登录后${what}。`} />;

  if (isLoading) return <RowsSkeleton rows={2} />;
  if (isSupplier) return <>{children}</>;
  if (!user) return refused;
  if (account.isPending) return <RowsSkeleton rows={2} />;
  if (account.isError) {
    // 403: not a supplier nor anyone's staff; 404: a server without child accounts.
    if (account.error instanceof ApiError && (account.error.status === 403 || account.error.status === 404)) return refused;
    return <LoadError error={account.error} onRetry={() => void account.refetch()} />;
  }
  if (!account.data.permissions.includes(permission)) {
    return <Result status="403" title="没有权限" subTitle={`您的子账号没有${PERMISSION_NAMES[permission]}权限，请联系主账号开通。`} />;
  }
  return <>{children}</>;
}
