import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Thread } from '../../../common/messages.ts';
import type { Quote } from '../../../common/quotes/schema.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** This week's numbers, counted from the user's own quotes and conversations. */
function weekNumbers(quotes: readonly Quote[], threads: readonly Thread[], now = Date.now()) {
  const inNextWeek = (iso: string | null) =>
    !!iso && Date.parse(iso) >= now && Date.parse(iso) < now + WEEK_MS;
  const inLastWeek = (iso: string | null) =>
    !!iso && Date.parse(iso) > now - WEEK_MS && Date.parse(iso) <= now;
  return {
    events: quotes.filter((q) => q.status === 'accepted' && inNextWeek(q.eventDate)).length,
    newProposals: quotes.filter((q) => inLastWeek(q.createdAt)).length,
    awaitingReply: quotes.filter((q) => q.status === 'sent' || q.status === 'viewed').length,
    unread: threads.reduce((sum, t) => sum + t.unreadCount, 0),
  };
}

export function ThisWeek({
  quotes,
  threads,
  isAdmin,
  bookingsAhead,
}: {
  quotes: readonly Quote[];
  threads: readonly Thread[];
  isAdmin: boolean;
  /** The owner's: every booking of the next 7 days as the calendar counts it, tentative ones too. */
  bookingsAhead?: number | undefined;
}) {
  const n = weekNumbers(quotes, threads);
  const rows: [string, number][] = [
    isAdmin && bookingsAhead !== undefined
      ? ['Bookings in the next 7 days', bookingsAhead]
      : ['Events in the next 7 days', n.events],
    [isAdmin ? 'Requests received this week' : 'Proposals this week', n.newProposals],
    [isAdmin ? 'Proposals awaiting the client' : 'Proposals awaiting your decision', n.awaitingReply],
    // The owner's unread messages are the Unread Messages card's count (kept fresh); a second number
    // here, from threads read once, disagreed with it after a message came in or was read.
    ...(isAdmin ? [] : [['Unread messages', n.unread] as [string, number]]),
  ];
  return (
    <Paper withBorder radius="lg" p="lg" bg="var(--mantine-color-sage-0)">
      <Title order={2} fz="h4" mb="sm">
        This Week
      </Title>
      <Stack gap={8} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text component="dt" size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="lg">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
