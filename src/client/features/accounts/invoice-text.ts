import type { InvoiceStatus, InvoiceSummary } from '../../../common/accounts/invoice.ts';
import { formatCents } from '../../../common/money.ts';

export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  open: 'blue',
  overdue: 'red',
  paid: 'sage',
  void: 'gray',
};

/** What is still owed: nothing on a void invoice. */
export function balanceCents(invoice: Pick<InvoiceSummary, 'status' | 'totalCents' | 'paidCents'>): number {
  return invoice.status === 'void' ? 0 : invoice.totalCents - invoice.paidCents;
}

/** "Dec 29, 2026" from a business date "2026-12-29", read as that calendar day wherever the browser is. */
export function dayText(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Overdue: $1,250.00 across 2 accounts" (the dashboard's words, issue 39 §3). */
export function overdueText(overdue: { totalCents: number; accounts: number }): string {
  return `Overdue: ${formatCents(overdue.totalCents)} across ${overdue.accounts} account${overdue.accounts === 1 ? '' : 's'}`;
}
