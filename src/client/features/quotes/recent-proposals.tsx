import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatShortDate } from '../../../common/business-time.ts';
import { proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { QuoteStatusBadge } from '../../ui/quote-status-badge.tsx';
import { eventTitle, totalText } from './proposal-card.tsx';

/** A short list of the newest proposals, each opening its details. */
export function RecentProposals({
  quotes,
  onOpen,
  action,
  title = 'Recent Proposals',
  emptyText = 'No proposals yet. Request a quote and your proposal appears here.',
}: {
  quotes: readonly Quote[];
  onOpen: (quote: Quote) => void;
  action?: ReactNode;
  title?: string;
  /** Said when there are none: the client's words unless the reader is the business. */
  emptyText?: string;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {title}
        </Title>
      </Group>
      {quotes.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack align="flex-start" gap="sm">
            <Text c="dimmed">{emptyText}</Text>
            {action}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg">
          {quotes.map((quote, index) => (
            <UnstyledButton
              key={quote.id}
              onClick={() => onOpen(quote)}
              w="100%"
              p="md"
              aria-label={`${eventTitle(quote)} ${proposalNumber(quote)}, ${quote.status}, open details`}
              style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  {/* Two lines on a phone rather than a cut, the proposal number kept whole. */}
                  <Text fw={700} lineClamp={2}>
                    {eventTitle(quote)} ·{' '}
                    <span style={{ whiteSpace: 'nowrap' }}>{proposalNumber(quote)}</span>
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {formatShortDate(quote.eventDate)} · {quote.guestCount} guests
                  </Text>
                </div>
                <Stack gap={4} align="flex-end">
                  <QuoteStatusBadge status={quote.status} onDashboard />
                  <Text size="sm" fw={600}>
                    {totalText(quote)}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
