import type { SupplierAccount } from '@vm/contracts/supplier-child-accounts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { useToken } from '../auth/token-store';

/**
 * GET supplier_account: who the caller acts for in the back office (a supplier itself, or a child for its parent).
 * Apart from the gate (supplier-gate.tsx, antd's Result): the site header asks it on every page (decision 0058).
 */
export function useSupplierAccount(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.supplierAccount(token),
    queryFn: ({ signal }): Promise<SupplierAccount> => typedApi.get('/supplier_account', { signal }),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
