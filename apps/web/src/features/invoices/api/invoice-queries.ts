import type { Invoice, InvoiceableOrder, InvoiceRequestBody, InvoiceTitle, InvoiceTitleBody } from '@vm/contracts/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { saveFile } from '@/shared/ui/save-file';

export const INVOICES_PAGE_SIZE = 10;

/** GET invoice_titles: the caller's titles, the default first. */
export function useInvoiceTitles() {
  return useQuery({ queryKey: queryKeys.invoices.titles, queryFn: ({ signal }): Promise<Paged<InvoiceTitle>> => typedApi.get('/invoice_titles', { signal }) });
}

/** GET invoices/orders: orders of which something runs, with when and for how much an invoice may be asked. */
export function useInvoiceableOrders(page: number) {
  return useQuery({
    queryKey: queryKeys.invoices.orders(page),
    queryFn: ({ signal }): Promise<Paged<InvoiceableOrder>> => typedApi.get('/invoices/orders', { signal, query: { page, page_size: INVOICES_PAGE_SIZE } }),
  });
}

/** GET invoices: the caller's invoices, newest first. */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: queryKeys.invoices.list(page),
    queryFn: ({ signal }): Promise<Paged<Invoice>> => typedApi.get('/invoices', { signal, query: { page, page_size: INVOICES_PAGE_SIZE } }),
  });
}

export function useInvoiceMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
  return {
    saveTitle: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: InvoiceTitleBody }): Promise<InvoiceTitle> =>
        id === undefined ? typedApi.post('/invoice_titles', { body }) : typedApi.put('/invoice_titles/{id}', { params: { id }, body }),
      onSuccess,
    }),
    removeTitle: useMutation({ mutationFn: (id: number) => typedApi.delete('/invoice_titles/{id}', { params: { id } }), onSuccess }),
    request: useMutation({ mutationFn: (body: InvoiceRequestBody): Promise<Invoice> => typedApi.post('/invoices', { body }), onSuccess }),
    /** GET invoices/{id}/download with the bearer token, then the browser saves it. */
    download: useMutation({
      mutationFn: async (invoice: Pick<Invoice, 'id' | 'order_num'>) =>
        saveFile(await typedApi.getBlob('/invoices/{id}/download', { params: { id: invoice.id } }), `发票-${invoice.order_num}.pdf`),
    }),
  };
}
