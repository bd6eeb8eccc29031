import type { CommissionRuleBody, CommissionRuleHistory, CommissionRuleView, FinanceOverview, OperatorWithdrawal } from '@vm/contracts/settlement';
import type { WithdrawalStatus } from '@vm/domain/settlement';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { saveFile } from '@/shared/ui/save-file';
import { queryKeys } from '@/shared/api/query-keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

export function useOperatorWithdrawals(status: WithdrawalStatus, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.settlement.withdrawals(status, page),
    queryFn: ({ signal }): Promise<{ data: OperatorWithdrawal[]; total: number; page: number; page_size: number }> =>
      typedApi.get('/operator/withdrawals', { signal, query: { status, page, page_size: WITHDRAWALS_PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Pay with the bank reference, pay through Alipay's transfer, or refuse with a reason (the amount returns). */
export function useWithdrawalDecisions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.settlement.all });
  return {
    pay: useMutation({
      mutationFn: ({ id, reference }: { id: number; reference: string }) =>
        typedApi.post('/operator/withdrawals/{id}/pay', { params: { id }, body: { reference } }),
      onSuccess,
    }),
    alipay: useMutation({ mutationFn: (id: number) => typedApi.post('/operator/withdrawals/{id}/alipay_transfer', { params: { id } }), onSuccess }),
    refuse: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => typedApi.post('/operator/withdrawals/{id}/refuse', { params: { id }, body: { reason } }),
      onSuccess,
    }),
  };
}

export async function downloadPayoutBatch(): Promise<void> {
  const file = await typedApi.getBlob('/operator/withdrawals/batch');
  saveFile(file, `提现打款批次-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useCommissionRules(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.settlement.rules,
    queryFn: ({ signal }): Promise<CommissionRuleView[]> => typedApi.get('/operator/commission_rules', { signal }),
    enabled,
  });
}

export function useCommissionHistory(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.settlement.ruleHistory,
    queryFn: ({ signal }): Promise<CommissionRuleHistory[]> => typedApi.get('/operator/commission_rules/history', { signal }),
    enabled,
  });
}

/**
 * Suppliers (role property) whose name or mobile contains `keyword`, for the rule form's picker
 * (GET /api/operator/users, the first 20).
 */
export function useSupplierOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.supplierOptions(keyword),
    queryFn: ({ signal }) => typedApi.get('/operator/users', { signal, query: { keyword: keyword || undefined, role: 'property', page: 1, page_size: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The venue and ad categories (GET /api/categories), for the rule form's picker. */
export function useCategoryOptions() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: ({ signal }) => typedApi.get('/categories', { signal }), staleTime: 10 * 60_000 });
}

export function useCommissionRuleChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.settlement.rules });
  return {
    add: useMutation({ mutationFn: (body: CommissionRuleBody) => typedApi.post('/operator/commission_rules', { body }), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => typedApi.delete('/operator/commission_rules/{id}', { params: { id } }), onSuccess }),
  };
}

export function useFinanceOverview(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.settlement.overview,
    queryFn: ({ signal }): Promise<FinanceOverview> => typedApi.get('/operator/finance', { signal, query: { months: 12 } }),
    enabled,
  });
}
