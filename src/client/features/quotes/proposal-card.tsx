import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatShortDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import {
  EVENT_TYPE_LABELS,
  type EventType,
  proposalNumber,
  type Quote,
} from '../../../common/quotes/schema.ts';
import { QuoteStatusBadge } from '../../ui/quote-status-badge.tsx';
import { PaymentLine } from '../payments/payment-line.tsx';
import type { ProposalActions } from './use-proposal-actions.tsx';

export const eventTitle = (quote: Quote) =>
  EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType;

export const totalText = (quote: Quote) =>
  quote.totalAmount === null ? 'Awaiting pricing' : formatMoney(quote.totalAmount);

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed" lineClamp={1}>
        {children}
      </Text>
    </Group>
  );
}

/** One proposal in the All Proposals list, with the spec's actions (and pricing tools for admins). */
export function ProposalCard({
  quote,
  actions,
  onDetails,
  onEdit,
}: {
  quote: Quote;
  actions: ProposalActions;
  onDetails: (quote: Quote) => void;
  onEdit: (quote: Quote) => void;
}) {
  const number = proposalNumber(quote);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={`Proposal ${number}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Title order={3} fz="lg">
            {eventTitle(quote)}
          </Title>
          <Text size="sm" c="dimmed">
            {number}
            {actions.isAdmin && ` · ${quote.clientName}`}
          </Text>
        </div>
        <QuoteStatusBadge status={quote.status} />
      </Group>
      <Stack gap={4} mb="md">
        <Fact icon={<IconCalendarEvent size={16} aria-hidden />}>{formatShortDate(quote.eventDate)}</Fact>
        <Fact icon={<IconUsers size={16} aria-hidden />}>{quote.guestCount} guests</Fact>
        <Fact icon={<IconMapPin size={16} aria-hidden />}>{quote.venue ?? 'Venue TBD'}</Fact>
      </Stack>
      <Group justify="space-between" align="flex-end" mt="auto">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Total
          </Text>
          <Text fw={700} fz="xl">
            {totalText(quote)}
          </Text>
          <PaymentLine quote={quote} />
        </div>
      </Group>
      <Group gap="xs" mt="md">
        <Button size="xs" onClick={() => onDetails(quote)}>
          View Details
        </Button>
        <Button size="xs" variant="default" onClick={() => void actions.download(quote)}>
          Download PDF
        </Button>
        <Button size="xs" variant="default" onClick={() => actions.message(quote)}>
          {actions.isAdmin ? 'Message client' : 'Message'}
        </Button>
        {actions.isOwner(quote) && quote.status === 'sent' && (
          <Button size="xs" color="sage" onClick={() => onDetails(quote)}>
            Review &amp; Sign
          </Button>
        )}
        {actions.isAdmin && quote.status !== 'completed' && (
          <Button size="xs" variant="light" onClick={() => onEdit(quote)}>
            {quote.status === 'requested' ? 'Price & Send' : 'Revise'}
          </Button>
        )}
      </Group>
    </Card>
  );
}
