import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { addDays, businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import { ENTRY_KIND_LABELS, entryHref, entryWhen } from '../../../common/calendar/schema.ts';
import { TentativeBadge } from '../calendar/day-list.tsx';
import { useCalendar } from '../calendar/use-calendar.ts';

/** Today and the six days after it, on the business clock. */
function nextSevenDays(now = new Date()): { from: string; to: string } {
  const from = businessClock(now).date;
  return { from, to: addDays(from, 6) };
}

/** The calendar's next 7 days (the owner's: the calendar is staff's and admins'). */
export function useNextSevenDays(enabled = true) {
  const { from, to } = nextSevenDays();
  return useCalendar(from, to, enabled);
}

/**
 * The owner's next 7 days: every booking the calendar and the kitchen see (the one rule of
 * GET /api/calendar), orders not confirmed yet marked "Tentative", each with its time window.
 */
export function NextSevenDays() {
  const calendar = useNextSevenDays();
  const days = (calendar.data?.days ?? []).filter((day) => day.entries.length > 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Next 7 days">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          Next 7 days
        </Title>
        <Anchor component={Link} to="/calendar" size="sm">
          Calendar
        </Anchor>
      </Group>
      {calendar.isError && <Text c="red">The next 7 days could not be loaded.</Text>}
      {calendar.data && days.length === 0 && (
        <Text c="dimmed" size="sm">
          Nothing booked in the next 7 days.
        </Text>
      )}
      <Stack gap="md">
        {days.map((day) => (
          <Stack key={day.date} gap={6}>
            <Text fw={700} size="sm">
              {formatCalendarDate(day.date, { weekday: 'long', month: 'short', day: 'numeric' })}
            </Text>
            {day.entries.map((entry) => (
              <Stack key={`${entry.kind}-${entry.id}`} gap={2} data-testid="next-seven-days-entry">
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {entryWhen(entry)}
                  </Text>
                  <TentativeBadge entry={entry} />
                </Group>
                <Text size="sm">
                  <Anchor component={Link} to={entryHref(entry)}>
                    {entry.number}
                  </Anchor>{' '}
                  · {entry.name}
                </Text>
                <Badge size="xs" variant="outline" color="gray" w="fit-content">
                  {ENTRY_KIND_LABELS[entry.kind]}
                </Badge>
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
