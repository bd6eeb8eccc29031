import type { ServiceProviderProfile, ServiceProviderProfileBody } from '@vm/contracts/service-provider-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** GET service_providers/mine: the facilitator's own profile (null before the first save). */
export function useMyServiceProfile() {
  return useQuery({
    queryKey: queryKeys.serviceProviders.mine,
    queryFn: ({ signal }): Promise<ServiceProviderProfile | null> => typedApi.get('/service_providers/mine', { signal }),
  });
}

/** PUT service_providers/mine: listed on /service/index at once. */
export function useSaveMyServiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceProviderProfileBody) => typedApi.put('/service_providers/mine', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceProviders.all }),
  });
}
