import type { RoleName } from '@vm/contracts/accounts';
import type { OperatorUser } from '@vm/contracts/operator-console';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

export const USERS_PAGE_SIZE = 15;
const KEY = ['operator', 'users'] as const;

export interface UserFilter {
  keyword: string;
  role?: RoleName;
  status?: 'active' | 'frozen';
  page: number;
}

export function useUsers(filter: UserFilter) {
  return useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) => api.get<Paged<OperatorUser>>('/operator/users', { signal, query: { ...filter, page_size: USERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useUserActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    freeze: useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post<OperatorUser>(`/operator/users/${id}/freeze`, { reason }), onSuccess }),
    unfreeze: useMutation({ mutationFn: (id: number) => api.post<OperatorUser>(`/operator/users/${id}/unfreeze`), onSuccess }),
    setRoles: useMutation({ mutationFn: ({ id, roles }: { id: number; roles: RoleName[] }) => api.put<OperatorUser>(`/operator/users/${id}/roles`, { roles }), onSuccess }),
  };
}
