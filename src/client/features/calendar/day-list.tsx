import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../common/business-time.ts';
import {
  type CalendarDay,
  type CalendarEntry,
  type CalendarEntryKind,
  ENTRY_KIND_LABELS,
  entryHref,
  entryWhen,
  TENTATIVE_COLOR,
  TENTATIVE_LABEL,
} from '../../../common/calendar/schema.ts';

/** Each kind's colour: shade 9 on shade 0, which keeps small text readable (WCAG AA). */
export const KIND_COLORS: Record<CalendarEntryKind, string> = {
  event: 'grape',
  order: 'blue',
  pickup: 'teal',
  occurrence: 'indigo',
};

const statusLabel = (status: string) => status.replaceAll('_', ' ');

/** The "Tentative" badge of an order received but not confirmed yet (nothing for the others). */
export function TentativeBadge({ entry }: { entry: { tentative: boolean } }) {
  if (!entry.tentative) return null;
  return (
    <Badge size="sm" variant="light" bg={`${TENTATIVE_COLOR}.0`} c={`${TENTATIVE_COLOR}.9`}>
      {TENTATIVE_LABEL}
    </Badge>
  );
}

/** "120 guests", "3 items". */
export function entryCount(entry: CalendarEntry): string {
  if (entry.guests !== undefined) return `${entry.guests} guests`;
  if (entry.items !== undefined) return `${entry.items} ${entry.items === 1 ? 'item' : 'items'}`;
  return '';
}

function EntryRow({ entry }: { entry: CalendarEntry }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="calendar-entry">
      <Text fw={600} w={88} style={{ flexShrink: 0 }}>
        {entryWhen(entry)}
      </Text>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Badge
            size="sm"
            variant="light"
            bg={`${KIND_COLORS[entry.kind]}.0`}
            c={`${KIND_COLORS[entry.kind]}.9`}
          >
            {ENTRY_KIND_LABELS[entry.kind]}
          </Badge>
          <TentativeBadge entry={entry} />
          <Anchor component={Link} to={entryHref(entry)} fw={600}>
            {entry.number}
          </Anchor>
        </Group>
        <Text size="sm">
          {entry.name}
          {entryCount(entry) ? ` · ${entryCount(entry)}` : ''}
        </Text>
        <Text size="xs" c="dimmed" tt="capitalize">
          {statusLabel(entry.status)}
        </Text>
      </Stack>
    </Group>
  );
}

/** One day's bookings, in time order, with its blackout and capacity. */
export function DayList({ day, headingOrder = 2 }: { day: CalendarDay; headingOrder?: 2 | 3 }) {
  const { used, limit, pending } = day.capacity;
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-label={`Bookings on ${day.date}`}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={headingOrder} fz="lg">
          {formatCalendarDate(day.date, { weekday: 'long', month: 'long', day: 'numeric' })}
        </Title>
        <Group gap={6}>
          {day.blackout && (
            <Badge color="red" variant="light">
              Closed{day.blackoutReason ? `: ${day.blackoutReason}` : ''}
            </Badge>
          )}
          <Badge
            color={limit !== null && used >= limit ? 'red' : 'gray'}
            variant="outline"
            title="Events and catering orders held against the Book Now limit of events per day"
          >
            {limit === null ? `${used} booked` : `${used} of ${limit} booked`}
          </Badge>
          {pending > 0 && (
            <Badge
              color="gray"
              variant="light"
              title="Quote requests nobody has accepted or confirmed yet: they do not fill the day"
            >
              {pending === 1 ? '1 request pending' : `${pending} requests pending`}
            </Badge>
          )}
        </Group>
      </Group>
      {day.entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing booked.
        </Text>
      ) : (
        <Stack gap="sm">
          {day.entries.map((entry) => (
            <EntryRow key={`${entry.kind}-${entry.id}`} entry={entry} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
