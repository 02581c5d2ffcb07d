import { Badge, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../common/money.ts';
import { balanceDueDate, formatDueDate, paymentStanding } from '../../../common/payments.ts';
import type { Quote } from '../../../common/quotes/schema.ts';

// The ink of the status badges (quotes/quote-status-badge.tsx): 4.5:1 on their own tint.
const BADGES = {
  unpaid: { label: 'Deposit due', color: 'orange', ink: '#9a3412' },
  'deposit-paid': { label: 'Deposit paid', color: 'green', ink: '#166534' },
  'paid-in-full': { label: 'Paid in full', color: 'green', ink: '#166534' },
  // Issue 39: no deposit is due on a proposal billed to a house account; its invoice is.
  'billed-to-account': { label: 'Billed to account', color: 'blue', ink: '#1e40af' },
} as const;

/** The invoice's status as the invoices' screens say it (void ones no longer bill the proposal). */
const INVOICE_STATUS = { open: 'Open', paid: 'Paid', overdue: 'Overdue', void: 'Void' } as const;

export function PaymentBadge({ standing }: { standing: keyof typeof BADGES }) {
  const badge = BADGES[standing];
  return (
    <Badge color={badge.color} c={badge.ink} variant="light">
      {badge.label}
    </Badge>
  );
}

/** One line for cards and lists: where an accepted proposal stands with its payments. */
export function PaymentLine({ quote }: { quote: Quote }) {
  if (quote.status !== 'accepted' || quote.totalAmount === null) return null;
  const standing = paymentStanding(quote);
  return (
    <Group gap={6} wrap="wrap">
      <PaymentBadge standing={standing} />
      {standing === 'billed-to-account' && quote.accountInvoice ? (
        <Text size="sm" c={quote.accountInvoice.status === 'overdue' ? 'red.9' : 'dimmed'}>
          Invoice {quote.accountInvoice.number} · {INVOICE_STATUS[quote.accountInvoice.status]}
        </Text>
      ) : (
        standing !== 'paid-in-full' && (
          <Text size="sm" c="dimmed">
            Balance due {formatMoney(quote.balanceDue)} by {formatDueDate(balanceDueDate(quote.eventDate))}
          </Text>
        )
      )}
    </Group>
  );
}
