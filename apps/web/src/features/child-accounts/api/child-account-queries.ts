import type { ChildAccount, ChildAccountBody, ChildPermission, SupplierAction } from '@vm/contracts/supplier-child-accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

export const CHILD_ACCOUNTS_KEY = ['child_accounts'] as const;
export const SUPPLIER_ACTIONS_KEY = ['supplier_actions'] as const;

export const PERMISSION_NAMES: Record<ChildPermission, string> = { orders: '订单审核', venues: '场地管理' };
export const PERMISSION_HINTS: Record<ChildPermission, string> = {
  orders: '查看和审核订单、供应商首页、回复评价',
  venues: '管理社区、场地、摊位、价格规则和询价报价',
};

/** GET child_accounts (the supplier itself only). */
export function useChildAccounts() {
  return useQuery({ queryKey: CHILD_ACCOUNTS_KEY, queryFn: ({ signal }) => api.get<ChildAccount[]>('/child_accounts', { signal }) });
}

/** GET supplier_actions?page=: who did what in the back office, newest first. */
export function useSupplierActions(page: number) {
  return useQuery({
    queryKey: [...SUPPLIER_ACTIONS_KEY, page],
    queryFn: ({ signal }) => api.get<Paged<SupplierAction>>('/supplier_actions', { signal, query: { page } }),
    placeholderData: (previous) => previous,
  });
}

function useChildMutation<V>(call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: CHILD_ACCOUNTS_KEY }), queryClient.invalidateQueries({ queryKey: SUPPLIER_ACTIONS_KEY })]),
  });
}

/** POST child_accounts { mobile, name, permissions }. */
export const useAddChildAccount = () => useChildMutation((body: ChildAccountBody) => api.post<{ id: number }>('/child_accounts', body));
/** PUT child_accounts/{id} { name, permissions }. */
export const useUpdateChildAccount = () =>
  useChildMutation(({ id, ...body }: { id: number; name: string; permissions: ChildPermission[] }) => api.put<{ id: number }>(`/child_accounts/${id}`, body));
/** DELETE child_accounts/{id}. */
export const useRemoveChildAccount = () => useChildMutation((id: number) => api.delete<{ id: number }>(`/child_accounts/${id}`));
