import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../ui/query-state.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { MyShiftCard } from './my-shift-card.tsx';
import { UnavailableDays } from './unavailable-days.tsx';
import { useMyShifts, useUnavailableDays } from './use-shifts.ts';

/**
 * My shifts (issue 38 §2): a staff member's coming shifts to accept or decline and clock in and out
 * of, their calendar link and the days they cannot work.
 */
export function MyShiftsPage() {
  const shifts = useMyShifts();
  // The shifts on a day I marked off (the days-off list names them): their cards say so.
  const daysOff = useUnavailableDays();
  const onDayOff = new Set(daysOff.data?.items.flatMap((day) => day.shifts.map((s) => s.id)) ?? []);
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          My shifts
        </Title>
        <Text c="dimmed">
          Accept or decline each shift; on the day, clock in when you start and out when you leave.
        </Text>
      </div>
      <QueryState
        query={shifts}
        loadingLabel="Loading your shifts"
        errorTitle="Your shifts could not be loaded"
        skeletons={{ count: 2, height: 140 }}
      >
        {({ items, feedUrl }) => (
          <Stack gap="lg">
            <Stack component="section" aria-label="Upcoming shifts" gap="sm">
              <Title order={2} fz="lg">
                Upcoming shifts
              </Title>
              {items.length === 0 ? (
                <Text c="dimmed">No shifts yet: the owner assigns them, and you get a mail each time.</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {[...items]
                    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
                    .map((shift) => (
                      <MyShiftCard key={shift.id} shift={shift} dayOff={onDayOff.has(shift.id)} />
                    ))}
                </SimpleGrid>
              )}
            </Stack>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <CalendarFeed feedUrl={feedUrl} />
              <UnavailableDays />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
