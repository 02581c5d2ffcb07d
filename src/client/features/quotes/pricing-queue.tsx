import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { formatEventDate } from '../../../common/business-time.ts';
import { packageLabel, proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { useOffer } from '../../lib/use-business.ts';

/** Admins: the requests waiting for a price, oldest first, each one click from the proposal editor. */
export function PricingQueue({
  quotes,
  total,
  onPrice,
  onDetails,
}: {
  quotes: Quote[];
  /** Every request waiting, when the page read holds only the newest of them. */
  total: number;
  onPrice: (quote: Quote) => void;
  onDetails: (quote: Quote) => void;
}) {
  const offer = useOffer();
  const waiting = quotes
    .filter((q) => q.status === 'requested')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="pricing-queue"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="pricing-queue">
          Waiting for a price
        </Title>
        <Badge size="lg" color={waiting.length ? 'ember' : 'gray'}>
          {Math.max(total, waiting.length)}
        </Badge>
      </Group>
      {waiting.length === 0 ? (
        <Text c="dimmed" size="sm">
          Every request has a price. Sent proposals can be revised from All Proposals.
        </Text>
      ) : (
        <Stack gap="sm">
          {waiting.map((quote) => (
            <Group key={quote.id} justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {proposalNumber(quote)} · {quote.clientName}
                </Text>
                <Text size="sm" c="dimmed">
                  {quote.guestCount} guests · {packageLabel(quote.menuPackage, offer)} ·{' '}
                  {formatEventDate(quote.eventDate)}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => onDetails(quote)}>
                  View Details
                </Button>
                <Button
                  size="xs"
                  leftSection={<IconCurrencyDollar size={14} />}
                  onClick={() => onPrice(quote)}
                >
                  Price and send
                </Button>
              </Group>
            </Group>
          ))}
          {total > waiting.length && (
            <Text size="sm" c="dimmed">
              The {waiting.length} newest of {total} requests; search All Proposals for the others.
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
