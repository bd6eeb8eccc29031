import type { Balance, BankAccount, BankAccountBody, Earning, MonthlyIncome, Withdrawal, WithdrawalBody } from '@vm/contracts/settlement';
import type { EarningStatus } from '@vm/domain/settlement';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { saveFile } from '@/shared/ui/save-file';
import { queryKeys } from '@/shared/api/query-keys';

export const EARNINGS_PAGE_SIZE = 10;

/** GET /api/supplier/balance (fen by state). */
export function useBalance() {
  return useQuery({ queryKey: queryKeys.supplierFinance.balance, queryFn: ({ signal }): Promise<Balance> => typedApi.get('/supplier/balance', { signal }) });
}

/** GET /api/supplier/earnings?status=&month=&page= */
export function useEarnings(filter: { status: EarningStatus | ''; month: string }, page: number) {
  return useQuery({
    queryKey: queryKeys.supplierFinance.earnings(filter.status, filter.month, page),
    queryFn: ({ signal }): Promise<{ data: Earning[]; total: number; page: number; page_size: number }> =>
      typedApi.get('/supplier/earnings', {
        signal,
        query: { status: filter.status || undefined, month: filter.month || undefined, page, page_size: EARNINGS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/supplier/income_by_month: the chart's twelve months. */
export function useIncomeByMonth() {
  return useQuery({
    queryKey: queryKeys.supplierFinance.income,
    queryFn: ({ signal }): Promise<MonthlyIncome[]> => typedApi.get('/supplier/income_by_month', { signal, query: { months: 12 } }),
  });
}

export function useBankAccounts() {
  return useQuery({
    queryKey: queryKeys.supplierFinance.bankAccounts,
    queryFn: ({ signal }): Promise<BankAccount[]> => typedApi.get('/supplier/bank_accounts', { signal }),
  });
}

export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: queryKeys.supplierFinance.withdrawals(page),
    queryFn: ({ signal }): Promise<{ data: Withdrawal[]; total: number; page: number; page_size: number }> =>
      typedApi.get('/supplier/withdrawals', { signal, query: { page, page_size: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** Adding or removing an account or asking for a withdrawal changes the balance and the lists: everything here is read again. */
export function useFinanceMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.supplierFinance.all });
  return {
    addAccount: useMutation({ mutationFn: (body: BankAccountBody) => typedApi.post('/supplier/bank_accounts', { body }), onSuccess }),
    withdraw: useMutation({ mutationFn: (body: WithdrawalBody) => typedApi.post('/supplier/withdrawals', { body }), onSuccess }),
    removeAccount: useMutation({ mutationFn: (id: number) => typedApi.delete('/supplier/bank_accounts/{id}', { params: { id } }), onSuccess }),
  };
}

/** The month's statement file, fetched with the token and handed to the browser. */
export async function downloadStatement(month: string, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await typedApi.getBlob('/supplier/statements', { query: { month, format } });
  saveFile(blob, `结算对账单-${month}.${format}`);
}
