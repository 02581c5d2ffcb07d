import type { InvoiceStatus } from '../../../common/accounts/invoice.ts';

/** The accounts feature's query keys (issue 39: house accounts, invoices, receivables). */
export const accountKeys = {
  all: ['accounts'] as const,
  /** A client's house account as the owner edits it. */
  client: (userId: number) => ['accounts', 'client', userId] as const,
  /** GET /api/invoices, a status or all ('all'). */
  invoices: (status: InvoiceStatus | 'all') => ['accounts', 'invoices', status] as const,
  invoice: (id: number) => ['accounts', 'invoice', id] as const,
  /** GET /api/invoices?quoteId=: a proposal's invoice, when billed to an account. */
  quoteInvoice: (quoteId: number) => ['accounts', 'quote-invoice', quoteId] as const,
  receivables: ['accounts', 'receivables'] as const,
};
