import { Badge, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../common/money.ts';
import { balanceDueDate, formatDueDate, paymentStanding } from '../../../common/payments.ts';
import type { Quote } from '../../../common/quotes/schema.ts';

// The ink of the status badges (quotes/quote-status-badge.tsx): 4.5:1 on their own tint.
const BADGES = {
  unpaid: { label: 'Deposit due', color: 'orange', ink: '#9a3412' },
  'deposit-paid': { label: 'Deposit paid', color: 'green', ink: '#166534' },
  'paid-in-full': { label: 'Paid in full', color: 'green', ink: '#166534' },
} as const;

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
      {standing !== 'paid-in-full' && (
        <Text size="sm" c="dimmed">
          Balance due {formatMoney(quote.balanceDue)} by {formatDueDate(balanceDueDate(quote.eventDate))}
        </Text>
      )}
    </Group>
  );
}
