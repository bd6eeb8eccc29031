import type { IssueInvoiceBody, OperatorInvoice } from '@vm/contracts/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { saveFile } from '@/shared/ui/save-file';
import { queryKeys } from '@/shared/api/query-keys';

export type OperatorInvoiceFilter = 'requested' | 'issued';
export const OPERATOR_INVOICES_PAGE_SIZE = 20;

/** GET operator/invoices?status=: requests to issue (oldest first) or issued invoices. */
export function useOperatorInvoices(status: OperatorInvoiceFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.invoiceList(status, page),
    queryFn: ({ signal }): Promise<Paged<OperatorInvoice>> =>
      typedApi.get('/operator/invoices', { signal, query: { status, page, page_size: OPERATOR_INVOICES_PAGE_SIZE } }),
    enabled,
  });
}

export function useOperatorInvoiceMutations() {
  const queryClient = useQueryClient();
  return {
    issue: useMutation({
      mutationFn: ({ id, body }: { id: number; body: IssueInvoiceBody }) => typedApi.post('/operator/invoices/{id}/issue', { params: { id }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.invoices }),
    }),
    view: useMutation({
      mutationFn: async (invoice: Pick<OperatorInvoice, 'id' | 'order_num'>) => {
        const file = await typedApi.getBlob('/operator/invoices/{id}/download', { params: { id: invoice.id } });
        saveFile(file, `发票-${invoice.order_num}.pdf`);
      },
    }),
  };
}
