import type {
  AcceptDemandBody,
  AcceptDemandResult,
  DemandCreated,
  DemandDetail,
  DemandOptions,
  DemandPage,
  FollowUpBody,
  MyDemandPage,
  OperatorDemand,
  OperatorDemandPage,
} from '@vm/contracts/demands';
import { SMS_USAGE_LOGIN } from '@vm/contracts/account-constants';
import type { DemandStatus } from '@vm/domain/demands';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { startSession } from '@/shared/auth/session';
import { useToken } from '@/shared/auth/token-store';
import type { DemandBody } from '../model/demand-form-values';
import type { HallQuery } from '../model/hall-filters';

export const HALL_PAGE_SIZE = 10;
export const MY_DEMANDS_PAGE_SIZE = 10;
export const OPERATOR_DEMANDS_PAGE_SIZE = 10;

/** GET appeal/create: cities, community types, spread ways, industries. */
export function useDemandOptions() {
  return useQuery({
    queryKey: queryKeys.demands.options,
    queryFn: ({ signal }): Promise<DemandOptions> => typedApi.get('/appeal/create', { signal, onUnauthorized: 'silent' }),
    staleTime: 10 * 60_000,
  });
}

/** POST auth/app_captcha with usage 3: the code a visitor's demand logs in with. */
export function useSendDemandCode() {
  return useMutation({ mutationFn: (mobile: string) => typedApi.post('/auth/app_captcha', { body: { account: mobile, usage: SMS_USAGE_LOGIN } }) });
}

/**
 * POST appeal. A visitor's answer carries a token (the SMS code logged them in): the session starts
 * here, so the success page and the header show the logged-in person.
 */
export function useSubmitDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DemandBody): Promise<DemandCreated> => typedApi.post('/appeal', { body }),
    onSuccess: (result) => {
      if (result.token) startSession(result.token);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all }),
  });
}

/** GET appeal: the hall with its filters (the token is in the key: masked mobiles differ for the owner). */
export function useDemandHall(query: HallQuery) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.demands.hall(query, token),
    queryFn: ({ signal }): Promise<DemandPage> => typedApi.get('/appeal', { signal, onUnauthorized: 'silent', query: { ...query, page_size: HALL_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

/** GET appeal/{id}. */
export function useDemand(id: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.demands.one(id, token),
    queryFn: ({ signal }): Promise<DemandDetail> => typedApi.get('/appeal/{id}', { params: { id }, signal, onUnauthorized: 'silent' }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
}

/** GET appeal/mine: the caller's demands with their acceptors. */
export function useMyDemands(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.demands.mine(page, token),
    queryFn: ({ signal }): Promise<MyDemandPage> => typedApi.get('/appeal/mine', { signal, query: { page, page_size: MY_DEMANDS_PAGE_SIZE } }),
    enabled: token !== null,
  });
}

/** POST receive_appeal/{id} { name, mobile }. */
export function useAcceptDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AcceptDemandBody }): Promise<AcceptDemandResult> =>
      typedApi.post('/receive_appeal/{id}', { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all }),
  });
}

export interface OperatorDemandsFilter {
  status?: DemandStatus;
  city_id?: number;
  keyword?: string;
  page: number;
}

/** GET operator/appeals (operators only). */
export function useOperatorDemands(filter: OperatorDemandsFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.demands.operator(filter),
    queryFn: ({ signal }): Promise<OperatorDemandPage> =>
      typedApi.get('/operator/appeals', { signal, query: { ...filter, page_size: OPERATOR_DEMANDS_PAGE_SIZE } }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** POST operator/appeals/{id}/follow_up { status, note }. */
export function useFollowUpDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FollowUpBody }): Promise<OperatorDemand> =>
      typedApi.post('/operator/appeals/{id}/follow_up', { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.demands.all }),
  });
}
