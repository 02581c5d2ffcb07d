import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import type { CalendarDay } from '../../../common/calendar/schema.ts';
import { errorText } from '../../lib/api.ts';
import { type CalendarView, moveAnchor, viewRange } from './calendar-range.ts';
import { DayList } from './day-list.tsx';
import { MonthGrid } from './month-grid.tsx';
import { useCalendar } from './use-calendar.ts';

function rangeTitle(view: CalendarView, anchor: string, from: string, to: string): string {
  if (view === 'month') return formatCalendarDate(anchor, { month: 'long', year: 'numeric' });
  const short = { month: 'short', day: 'numeric' } as const;
  return `${formatCalendarDate(from, short)} – ${formatCalendarDate(to, { ...short, year: 'numeric' })}`;
}

/** The kitchen's calendar: a month or a week of events, orders, pickups and recurring orders. */
export function CalendarPage() {
  const today = businessClock(new Date()).date;
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState<string | null>(today);
  // Phones get a list per day; the grid needs room for seven columns.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { from, to } = viewRange(view, anchor);
  const calendar = useCalendar(from, to);
  const days = calendar.data?.days ?? [];
  const inMonth = (day: CalendarDay) => view === 'week' || day.date.slice(0, 7) === anchor.slice(0, 7);
  const selectedDay = days.find((d) => d.date === selected);
  const busyDays = days.filter(
    (d) => inMonth(d) && (d.entries.length > 0 || d.capacity.pending > 0 || d.blackout || d.date === today),
  );

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Calendar
        </Title>
        <Text c="dimmed">Events, catering orders, dinner pickups and recurring orders, by day.</Text>
      </div>

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            px="xs"
            aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
            onClick={() => setAnchor(moveAnchor(view, anchor, -1))}
          >
            <IconChevronLeft size={18} />
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setAnchor(today);
              setSelected(today);
            }}
          >
            Today
          </Button>
          <Button
            variant="default"
            px="xs"
            aria-label={view === 'month' ? 'Next month' : 'Next week'}
            onClick={() => setAnchor(moveAnchor(view, anchor, 1))}
          >
            <IconChevronRight size={18} />
          </Button>
          <Title order={2} fz="xl" ml="xs">
            {rangeTitle(view, anchor, from, to)}
          </Title>
        </Group>
        <SegmentedControl
          value={view}
          onChange={(value) => {
            setView(value as CalendarView);
            // The week shown is the chosen day's.
            if (selected) setAnchor(selected);
          }}
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
          aria-label="Calendar view"
        />
      </Group>

      {calendar.isError && (
        <Alert color="red" title="The calendar could not be loaded">
          {errorText(calendar.error, 'Please try again.')}
        </Alert>
      )}
      {calendar.isPending && <Skeleton height={wide ? 560 : 320} radius="lg" />}

      {calendar.data && wide && (
        <>
          <MonthGrid
            view={view}
            days={days}
            today={today}
            selected={selected}
            inMonth={inMonth}
            onSelect={setSelected}
          />
          {selectedDay && <DayList day={selectedDay} />}
        </>
      )}

      {calendar.data && !wide && (
        <Stack gap="md">
          {busyDays.length === 0 && <Text c="dimmed">Nothing booked in this {view}.</Text>}
          {busyDays.map((day) => (
            <DayList key={day.date} day={day} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
