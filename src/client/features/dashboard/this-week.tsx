import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Thread } from '../../../common/messages.ts';
import { useQuoteList, useQuoteStats } from '../quotes/use-quotes.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** This week's proposal numbers, counted by the server over every proposal, not a loaded page (decision 0112). */
type WeekNumbers = { events: number; newProposals: number; awaitingReply: number };

export function useWeekNumbers(): WeekNumbers {
  // One instant per visit, so the query's key (and its cache) holds still while the page is open.
  const [weekAgo] = useState(() => new Date(Date.now() - WEEK_MS).toISOString());
  const [now] = useState(() => Date.now());
  const created = useQuoteList({ since: weekAgo, pageSize: 1 });
  const upcoming = useQuoteList({ upcoming: 'true', pageSize: 100 });
  const stats = useQuoteStats();
  const inNextWeek = (iso: string | null) => !!iso && Date.parse(iso) < now + WEEK_MS;
  return {
    events: (upcoming.data?.quotes ?? []).filter((q) => inNextWeek(q.eventDate)).length,
    newProposals: created.data?.total ?? 0,
    awaitingReply: (stats.data?.sent ?? 0) + (stats.data?.viewed ?? 0),
  };
}

export function ThisWeek({
  numbers,
  threads,
  isAdmin,
  bookingsAhead,
}: {
  numbers: WeekNumbers;
  threads: readonly Thread[];
  isAdmin: boolean;
  /** The owner's: every booking of the next 7 days as the calendar counts it, tentative ones too. */
  bookingsAhead?: number | undefined;
}) {
  const n = { ...numbers, unread: threads.reduce((sum, t) => sum + t.unreadCount, 0) };
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
