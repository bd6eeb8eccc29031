import type { ServiceProviderProfile, ServiceProviderProfileBody } from '@vm/contracts/service-provider-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../shared/api/typed-api';

const MINE_KEY = ['service_providers', 'mine'] as const;

/** GET service_providers/mine: the facilitator's own profile (null before the first save). */
export function useMyServiceProfile() {
  return useQuery({ queryKey: MINE_KEY, queryFn: ({ signal }): Promise<ServiceProviderProfile | null> => typedApi.get('/service_providers/mine', { signal }) });
}

/** PUT service_providers/mine: listed on /service/index at once. */
export function useSaveMyServiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceProviderProfileBody) => typedApi.put('/service_providers/mine', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['service_providers'] }),
  });
}
