import type { RoleName } from '@vm/contracts/accounts';
import type { OperatorUser } from '@vm/contracts/operator-console';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const USERS_PAGE_SIZE = 15;

export interface UserFilter {
  keyword: string;
  role?: RoleName;
  status?: 'active' | 'frozen';
  page: number;
}

export function useUsers(filter: UserFilter) {
  return useQuery({
    queryKey: queryKeys.operator.userList(filter),
    queryFn: ({ signal }): Promise<Paged<OperatorUser>> => typedApi.get('/operator/users', { signal, query: { ...filter, page_size: USERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useUserActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.users });
  return {
    freeze: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }): Promise<OperatorUser> =>
        typedApi.post('/operator/users/{id}/freeze', { params: { id }, body: { reason } }),
      onSuccess,
    }),
    unfreeze: useMutation({ mutationFn: (id: number): Promise<OperatorUser> => typedApi.post('/operator/users/{id}/unfreeze', { params: { id } }), onSuccess }),
    setRoles: useMutation({
      mutationFn: ({ id, roles }: { id: number; roles: RoleName[] }): Promise<OperatorUser> =>
        typedApi.put('/operator/users/{id}/roles', { params: { id }, body: { roles } }),
      onSuccess,
    }),
  };
}
