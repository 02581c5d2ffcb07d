import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceOnlinePaymentBody,
  InvoiceOnlinePaymentResult,
} from '../../../common/accounts/invoice.ts';
import type {
  Card,
  CreatePaymentBody,
  OrderPaymentBody,
  Payment,
  PaymentOptions,
  PaymentResult,
  PaymentTestResult,
  PaymentTestStatus,
} from '../../../common/payments.ts';
import { ApiError, api } from '../../lib/api.ts';
import { orderKeys } from '../orders/query-keys.ts';
import { paymentKeys } from './query-keys.ts';

/**
 * A POST with an Idempotency-Key: one key per click, so a retried or doubled request charges once.
 * A declined card (402) answers a body the caller reads, so it is returned, not thrown.
 */
async function postOnce<T>(path: string, body: unknown, key: string): Promise<{ status: number; body: T }> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok && res.status !== 402) throw new ApiError(res.status, text, res.statusText);
  return { status: res.status, body: JSON.parse(text) as T };
}

export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;

export function usePaymentTestStatus() {
  return useQuery({
    queryKey: paymentKeys.testStatus,
    queryFn: () => api.get<PaymentTestStatus>('/api/payment-test/status'),
  });
}

export function useUnlockPaymentTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post('/api/payment-test/unlock', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.testStatus }),
  });
}

export function useTestPayment() {
  return useMutation({
    mutationFn: async ({ card, key }: { card?: Card; key: string }) =>
      (
        await postOnce<PaymentTestResult>(
          '/api/payment-test',
          { amount: 1, ...(card ? { card } : {}), description: 'Payment test' },
          key,
        )
      ).body,
  });
}

/** Whether Pay buttons are offered (a card processor is configured), in test mode, and how else to pay. */
export function usePaymentOptions(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.options,
    queryFn: () => api.get<PaymentOptions>('/api/payments/options'),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

export function useQuotePayments(quoteId: number, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.quote(quoteId),
    queryFn: () => api.get<Payment[]>(`/api/quotes/${quoteId}/payments`),
    enabled,
  });
}

type Failed = { message: string; payment: Payment };

/**
 * What the screen showing a proposal refreshes once its money changed (its quote's figures): the
 * quotes feature passes it, so payments never names the quotes' data.
 */
export type OnMoneyChanged = () => unknown;

/** Pays or records a payment; afterwards this quote's payments are fresh, and the caller's quote. */
export function usePay(quoteId: number, onMoneyChanged?: OnMoneyChanged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: CreatePaymentBody; key: string }) => {
      const res = await postOnce<PaymentResult | Failed>(`/api/quotes/${quoteId}/payments`, body, key);
      return res.status === 402
        ? { ok: false as const, ...(res.body as Failed) }
        : { ok: true as const, ...(res.body as PaymentResult) };
    },
    onSettled: () =>
      Promise.all([
        onMoneyChanged?.(),
        queryClient.invalidateQueries({ queryKey: paymentKeys.quote(quoteId) }),
      ]),
  });
}

/**
 * Pays a checkout order's total: the server charges the order's stored bill (the token proves a
 * visitor placed it). A declined card is returned, not thrown.
 */
export function usePayOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: OrderPaymentBody; key: string }) => {
      const res = await postOnce<PaymentResult | Failed>(`/api/orders/${orderId}/payments`, body, key);
      return res.status === 402
        ? { ok: false as const, ...(res.body as Failed) }
        : { ok: true as const, ...(res.body as PaymentResult) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useRefund(quoteId: number, onMoneyChanged?: OnMoneyChanged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => api.post<PaymentResult>(`/api/payments/${paymentId}/refund`),
    onSettled: () =>
      Promise.all([
        onMoneyChanged?.(),
        queryClient.invalidateQueries({ queryKey: paymentKeys.quote(quoteId) }),
      ]),
  });
}

/**
 * Pays an account's invoice online (issue 39): the server charges the stored invoice's open balance;
 * the browser sends only the card (simulated gateway). A declined card is returned, not thrown.
 */
export function usePayInvoice(invoiceId: number) {
  return useMutation({
    mutationFn: async ({ body, key }: { body: InvoiceOnlinePaymentBody; key: string }) => {
      const res = await postOnce<InvoiceOnlinePaymentResult | Failed>(
        `/api/invoices/${invoiceId}/payments/online`,
        body,
        key,
      );
      return res.status === 402
        ? { ok: false as const, ...(res.body as Failed) }
        : { ok: true as const, ...(res.body as InvoiceOnlinePaymentResult) };
    },
  });
}
