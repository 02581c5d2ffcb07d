import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { formatCalendarDate, formatTime12 } from '../../../common/business-time.ts';
import type { TruckLocation, TruckStop } from '../../../common/truck.ts';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../../common/truck-schedule.ts';
import classes from './truck.module.css';

const hours = (stop: TruckStop) => `${formatTime12(stop.start)} - ${formatTime12(stop.end)}`;
const longDate = (date: string) =>
  formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' });

export function NowServing({ location }: { location: TruckLocation }) {
  const { current, next, status } = location;
  return (
    <Card padding="xl" radius="lg" className={classes.now}>
      <Group gap="xs" mb="xs">
        {status === 'serving' && <span className={classes.pulse} aria-hidden="true" />}
        <Text tt="uppercase" fw={700} fz="xs" c="ember.2" style={{ letterSpacing: '0.12em' }}>
          Now Serving
        </Text>
      </Group>
      <Title order={2} c="white" fz="h2">
        {current ? current.place : 'Between stops right now'}
      </Title>
      {!current && (
        <Text c="#f3e6d8" mt={4}>
          {next ? `Next stop: ${next.stop.place}` : 'No stops are scheduled this week.'}
        </Text>
      )}
      <Stack gap={6} mt="md">
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={18} aria-hidden="true" />
          <Text>{current?.address ?? next?.stop.address ?? location.homeBase}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconClock size={18} aria-hidden="true" />
          <Text>
            {current
              ? `Until ${formatTime12(current.end)} today`
              : next
                ? `${longDate(next.date)}, ${hours(next.stop)}`
                : 'Check back soon for new stops'}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

export function TodaySchedule({ location }: { location: TruckLocation }) {
  return (
    <Card padding="xl" radius="lg" withBorder>
      <Title order={2} fz="h4">
        Today's schedule
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {WEEKDAY_LABELS[location.todayName]}
      </Text>
      {location.today.length === 0 ? (
        <Text>No stops today. See the weekly schedule below for our next stop.</Text>
      ) : (
        <Stack gap="sm">
          {location.today.map((stop) => (
            <Card
              key={`${stop.place}-${stop.start}`}
              padding="md"
              radius="md"
              withBorder
              className={classes.today}
              data-current={location.current === stop || location.current?.start === stop.start || undefined}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={700}>{stop.place}</Text>
                  <Text size="sm" c="dimmed">
                    {stop.address}
                  </Text>
                </div>
                <Badge variant="light" color="ember" style={{ flexShrink: 0 }}>
                  {hours(stop)}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function WeeklySchedule({ location }: { location: TruckLocation }) {
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" striped>
      <Table.Caption>
        All times are Philadelphia time. The schedule can change with the weather.
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={130}>
            Day
          </Table.Th>
          <Table.Th scope="col">Where and when</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEKDAYS.map((day) => {
          const stops = location.schedule.filter((s) => s.day === day);
          return (
            <Table.Tr key={day}>
              <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                {WEEKDAY_LABELS[day]}
                {day === location.todayName && (
                  <Badge ml={6} size="xs" color="sage" style={{ verticalAlign: 'middle' }}>
                    Today
                  </Badge>
                )}
              </Table.Th>
              <Table.Td>
                {stops.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    Private events and catering
                  </Text>
                ) : (
                  <Stack gap={8}>
                    {stops.map((s) => (
                      <div key={s.start}>
                        <Group gap="xs" justify="space-between" wrap="wrap">
                          <Text fw={700} size="sm">
                            {s.place}
                          </Text>
                          <Text size="sm" c="ember.8" fw={600}>
                            {hours(s)}
                          </Text>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {s.address}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
