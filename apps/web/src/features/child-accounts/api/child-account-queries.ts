import type { ChildAccount, ChildAccountBody, ChildPermission, SupplierAction } from '@vm/contracts/supplier-child-accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const PERMISSION_NAMES: Record<ChildPermission, string> = { orders: '订单审核', venues: '场地管理' };
export const PERMISSION_HINTS: Record<ChildPermission, string> = {
  orders: '查看和审核订单、供应商首页、回复评价',
  venues: '管理社区、场地、摊位、价格规则和询价报价',
};

/** The server's action codes (supplier_actions.action) as people read them; an unknown code shows as it is. */
export const ACTION_NAMES: Record<string, string> = {
  'child.add': '添加子账号',
  'child.update': '修改子账号',
  'child.remove': '删除子账号',
  'comment.reply': '回复评价',
  'community.create': '新建社区',
  'community.update': '修改社区',
  'order_item.approve': '审核通过订单',
  'order_item.deny': '拒绝订单',
  'price_rule.create': '新建价格规则',
  'price_rule.delete': '删除价格规则',
  'resource.create': '发布场地',
  'resource.update': '修改场地',
  'resource.on_sale': '场地上架',
  'resource.off_sale': '场地下架',
};

/** GET child_accounts (the supplier itself only). */
export function useChildAccounts() {
  return useQuery({ queryKey: queryKeys.childAccounts.all, queryFn: ({ signal }): Promise<ChildAccount[]> => typedApi.get('/child_accounts', { signal }) });
}

/** GET supplier_actions?page=: who did what in the back office, newest first. */
export function useSupplierActions(page: number) {
  return useQuery({
    queryKey: queryKeys.supplierActions.page(page),
    queryFn: ({ signal }): Promise<Paged<SupplierAction>> => typedApi.get('/supplier_actions', { signal, query: { page } }),
    placeholderData: (previous) => previous,
  });
}

function useChildMutation<V>(call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.childAccounts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.supplierActions.all }),
      ]),
  });
}

/** POST child_accounts { mobile, name, permissions }. */
export const useAddChildAccount = () => useChildMutation((body: ChildAccountBody) => typedApi.post('/child_accounts', { body }));
/** PUT child_accounts/{id} { name, permissions }. */
export const useUpdateChildAccount = () =>
  useChildMutation(({ id, ...body }: { id: number; name: string; permissions: ChildPermission[] }) =>
    typedApi.put('/child_accounts/{id}', { params: { id }, body }),
  );
/** DELETE child_accounts/{id}. */
export const useRemoveChildAccount = () => useChildMutation((id: number) => typedApi.delete('/child_accounts/{id}', { params: { id } }));
