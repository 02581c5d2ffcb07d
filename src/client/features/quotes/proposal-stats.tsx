import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconCircleCheck, IconClockHour4, IconFileText } from '@tabler/icons-react';
import { formatMoney } from '../../../common/money.ts';
import { useQuoteStats } from './use-quotes.ts';

/** The spec's four stat cards: Total Proposals, Pending Review (sent), Accepted, Total Value (every priced proposal not declined). */
export function ProposalStats() {
  const stats = useQuoteStats();
  const cards = [
    { label: 'Total Proposals', value: stats.data?.total, icon: IconFileText, color: 'ember' },
    // Sent or opened, a proposal waits for the client's answer either way.
    {
      label: 'Pending Review',
      value: stats.data ? stats.data.sent + stats.data.viewed : undefined,
      icon: IconClockHour4,
      color: 'orange',
    },
    { label: 'Accepted', value: stats.data?.accepted, icon: IconCircleCheck, color: 'sage' },
    {
      label: 'Total Value',
      value: stats.data ? formatMoney(stats.data.totalValue) : undefined,
      icon: IconCash,
      color: 'grape',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <ThemeIcon variant="light" color={card.color} radius="md" size={36} mb="xs" aria-hidden>
            <card.icon size={20} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          {stats.isPending ? (
            <Skeleton height={28} mt={4} width="60%" />
          ) : (
            <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2}>
              {stats.isError ? '—' : card.value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
