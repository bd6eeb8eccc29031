import type { Invoice, InvoiceableOrder, InvoiceRequestBody, InvoiceTitle, InvoiceTitleBody } from '@vm/contracts/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';
import { saveFile } from '../../../shared/ui/save-file';

const KEY = ['invoices'] as const;
export const INVOICES_PAGE_SIZE = 10;

/** GET invoice_titles: the caller's titles, the default first. */
export function useInvoiceTitles() {
  return useQuery({ queryKey: [...KEY, 'titles'], queryFn: ({ signal }) => api.get<Paged<InvoiceTitle>>('/invoice_titles', { signal }) });
}

/** GET invoices/orders: orders of which something runs, with when and for how much an invoice may be asked. */
export function useInvoiceableOrders(page: number) {
  return useQuery({
    queryKey: [...KEY, 'orders', page],
    queryFn: ({ signal }) => api.get<Paged<InvoiceableOrder>>('/invoices/orders', { signal, query: { page, page_size: INVOICES_PAGE_SIZE } }),
  });
}

/** GET invoices: the caller's invoices, newest first. */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: ({ signal }) => api.get<Paged<Invoice>>('/invoices', { signal, query: { page, page_size: INVOICES_PAGE_SIZE } }),
  });
}

export function useInvoiceMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    saveTitle: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: InvoiceTitleBody }) =>
        id === undefined ? api.post<InvoiceTitle>('/invoice_titles', body) : api.put<InvoiceTitle>(`/invoice_titles/${id}`, body),
      onSuccess,
    }),
    removeTitle: useMutation({ mutationFn: (id: number) => api.delete<{ id: number }>(`/invoice_titles/${id}`), onSuccess }),
    request: useMutation({ mutationFn: (body: InvoiceRequestBody) => api.post<Invoice>('/invoices', body), onSuccess }),
    /** GET invoices/{id}/download with the bearer token, then the browser saves it. */
    download: useMutation({
      mutationFn: async (invoice: Pick<Invoice, 'id' | 'order_num'>) => saveFile(await api.getBlob(`/invoices/${invoice.id}/download`), `发票-${invoice.order_num}.pdf`),
    }),
  };
}
