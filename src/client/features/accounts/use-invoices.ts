import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Invoice,
  InvoiceList,
  InvoicePaymentBody,
  InvoiceStatus,
  Receivables,
} from '../../../common/accounts/invoice.ts';
import { api } from '../../lib/api.ts';
import { accountKeys } from './query-keys.ts';

/** GET /api/invoices: a client's own, the admin's all (one status or all). */
export function useInvoices(status: InvoiceStatus | 'all' = 'all') {
  return useQuery({
    queryKey: accountKeys.invoices(status),
    queryFn: () =>
      api.get<InvoiceList>(`/api/invoices${status === 'all' ? '' : `?${new URLSearchParams({ status })}`}`),
  });
}

/** GET /api/invoices?quoteId=: the invoice of a proposal billed to an account, if any. */
export function useQuoteInvoice(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.quoteInvoice(quoteId),
    queryFn: async () =>
      (await api.get<InvoiceList>(`/api/invoices?${new URLSearchParams({ quoteId: String(quoteId) })}`))
        .items[0] ?? null,
    enabled,
  });
}

/** GET /api/invoices/{id}: its client, lines, parts and payments. */
export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: accountKeys.invoice(id ?? 0),
    queryFn: () => api.get<Invoice>(`/api/invoices/${id}`),
    enabled: id !== null,
  });
}

export function useReceivables() {
  return useQuery({
    queryKey: accountKeys.receivables,
    queryFn: () => api.get<Receivables>('/api/admin/receivables'),
  });
}

/** A payment or a void changes the lists, the receivables and the account's credit: all refreshed. */
function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

export function useRecordPayment(invoiceId: number) {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (body: InvoicePaymentBody) => api.post<Invoice>(`/api/invoices/${invoiceId}/payments`, body),
    onSuccess: refresh,
  });
}

export function useVoidInvoice(invoiceId: number) {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (reason: string) => api.post<Invoice>(`/api/admin/invoices/${invoiceId}/void`, { reason }),
    onSuccess: refresh,
  });
}
