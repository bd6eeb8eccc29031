import type { PriceRule, PriceRuleBody } from '@vm/contracts/supplier-price-rules';
import type { ManagedCalendar, ManagedResource } from '@vm/contracts/supplier-resources';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const RULE_PAGE_SIZE = 10;

/** GET price_rules: the supplier's rules, newest first. */
export function usePriceRules(page: number) {
  return useQuery({
    queryKey: queryKeys.managed.priceRuleList(page),
    queryFn: ({ signal }): Promise<Paged<PriceRule>> => typedApi.get('/price_rules', { signal, query: { page, page_size: RULE_PAGE_SIZE } }),
  });
}

/** Every venue of the supplier with its booths (at most 100 venues), to choose booths from. */
export function useBoothChoices() {
  return useQuery({
    queryKey: queryKeys.managed.boothChoices,
    queryFn: ({ signal }): Promise<Paged<ManagedResource>> => typedApi.get('/managed_resources', { signal, query: { page: 1, page_size: 100 } }),
    select: (page) => page.data,
  });
}

function useRefreshRules() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.managed.priceRules }),
      queryClient.invalidateQueries({ queryKey: queryKeys.managed.calendar }),
    ]);
}

/** POST price_rules (409 names the overlapping rule). */
export function useCreatePriceRule() {
  const refresh = useRefreshRules();
  return useMutation({ mutationFn: (body: PriceRuleBody) => typedApi.post('/price_rules', { body }), onSuccess: refresh });
}

/** PUT price_rules/{id}: the same body as POST (409 names an overlapping rule). */
export function useUpdatePriceRule() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PriceRuleBody }) => typedApi.put('/price_rules/{id}', { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** POST price_rules/{id}/over: the rule ends today; from tomorrow its dates fall back to the booths' own prices. */
export function useOverPriceRule() {
  const refresh = useRefreshRules();
  return useMutation({ mutationFn: (id: number) => typedApi.post('/price_rules/{id}/over', { params: { id } }), onSuccess: refresh });
}

/** DELETE price_rules/{id}. */
export function useDeletePriceRule() {
  const refresh = useRefreshRules();
  return useMutation({ mutationFn: (id: number) => typedApi.delete('/price_rules/{id}', { params: { id } }), onSuccess: refresh });
}

/** GET managed_booths/{id}/calendar: a booth's prices (after rules) and availability over a range. */
export function useBoothCalendar(boothId: number | undefined, termId: number | undefined, start: string, end: string) {
  return useQuery({
    queryKey: queryKeys.managed.boothCalendar(boothId, termId, start, end),
    queryFn: ({ signal }): Promise<ManagedCalendar> =>
      typedApi.get('/managed_booths/{id}/calendar', { params: { id: boothId! }, signal, query: { start, end, lease_term_type_id: termId } }),
    enabled: boothId !== undefined && termId !== undefined,
    placeholderData: keepPreviousData,
  });
}
