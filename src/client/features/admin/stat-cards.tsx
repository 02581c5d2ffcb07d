import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminStats } from '../../../common/admin.ts';
import { formatCents, toCents } from '../../../common/money.ts';

type Card = { label: string; value: string | number; hint: string; to?: string };

/** The numbers at a glance, each a link into the list behind it. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const cards: Card[] = [
    { label: 'Total Quotes', value: stats.totalQuotes, hint: 'Every request', to: '/proposals?tab=all' },
    {
      label: 'Active Proposals',
      value: stats.activeProposals,
      hint: 'Sent, waiting for the client',
      to: '/proposals?tab=all&status=sent',
    },
    {
      label: 'Confirmed Events',
      value: stats.confirmedEvents,
      hint: 'Accepted proposals',
      // Every accepted proposal, as counted (/events shows only those still ahead).
      to: '/proposals?tab=all&status=accepted',
    },
    {
      label: 'Waiting for a Price',
      value: stats.waitingForPrice,
      hint: 'Custom requests to price',
      to: '/proposals?tab=all&status=requested',
    },
    {
      label: 'Orders This Week',
      value: stats.ordersThisWeek.count,
      hint: `${formatCents(toCents(stats.ordersThisWeek.value))} since Monday`,
      to: '/orders',
    },
    {
      label: 'Active Clients',
      value: stats.activeClients,
      hint: 'Quote, order or message in 90 days',
      to: '/messages', // no list of clients exists; the conversations name them
    },
    {
      label: 'Subscriptions',
      value: stats.recurringOrders + stats.newsletterReaders,
      hint: `${stats.recurringOrders} recurring orders, ${stats.newsletterReaders} newsletter readers`,
      to: '/subscribe', // where an admin sees every recurring order
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 7 }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed" fw={600}>
            {card.to ? (
              <Anchor component={Link} to={card.to} c="inherit" underline="hover">
                {card.label}
              </Anchor>
            ) : (
              card.label
            )}
          </Text>
          <Text fz={30} fw={800} lh={1.2} aria-label={`${card.label}: ${card.value}`}>
            {card.value}
          </Text>
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
