import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuoteStats } from '../quotes/use-quotes.ts';

/**
 * The admin's numbers, counted from every real quote: sent = Active Proposals, accepted = Confirmed Events.
 * The requests waiting for a price are the Quote Requests card just above (the attention query, kept
 * fresh after every change): a second "New Requests" here, read once, showed another number for them.
 */
export function QuoteCounts() {
  const stats = useQuoteStats();
  const cards: [string, number | undefined][] = [
    ['Total Quotes', stats.data?.total],
    ['Active Proposals', stats.data?.sent],
    ['Confirmed Events', stats.data?.accepted],
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'sm', sm: 'lg' }}>
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {stats.isPending ? (
            <Skeleton height={28} mt={4} width="40%" />
          ) : (
            <Text fz={{ base: 24, sm: 30 }} fw={700}>
              {stats.isError ? '—' : value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
