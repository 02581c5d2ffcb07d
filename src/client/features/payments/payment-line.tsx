import { Badge, Group, Text } from '@mantine/core';
import { balanceDueDate, formatDueDate, paymentStanding } from '../../../common/payments.ts';
import { formatMoney, type Quote } from '../../../common/quotes.ts';

const BADGES = {
  unpaid: { label: 'Deposit due', color: 'orange.9' },
  'deposit-paid': { label: 'Deposit paid', color: 'sage.8' },
  'paid-in-full': { label: 'Paid in full', color: 'sage.8' },
} as const;

/** One line for cards and lists: where an accepted proposal stands with its payments. */
export function PaymentLine({ quote }: { quote: Quote }) {
  if (quote.status !== 'accepted' || quote.totalAmount === null) return null;
  const standing = paymentStanding(quote);
  const badge = BADGES[standing];
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={badge.color} variant="light" size="sm">
        {badge.label}
      </Badge>
      {standing !== 'paid-in-full' && (
        <Text size="sm" c="dimmed">
          Balance due {formatMoney(quote.balanceDue)} by {formatDueDate(balanceDueDate(quote.eventDate))}
        </Text>
      )}
    </Group>
  );
}
