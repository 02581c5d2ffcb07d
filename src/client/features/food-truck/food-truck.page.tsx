import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconClock,
  IconMapPin,
  IconPhone,
  IconSettings,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ARTWORK } from '../../../common/site-artwork.ts';
import {
  formatTime,
  type TruckLocation,
  type TruckStop,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '../../../common/truck.ts';
import { PageBanner } from '../../ui/page-banner.tsx';
import { Section } from '../../ui/section.tsx';
import { useSession } from '../auth/use-session.ts';
import { useBusiness } from '../settings/use-business.ts';
import classes from './food-truck.module.css';
import { TruckMap } from './truck-map.tsx';
import { useTruckLocation } from './use-truck.ts';

const hours = (stop: TruckStop) => `${formatTime(stop.start)} - ${formatTime(stop.end)}`;
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function NowServing({ location }: { location: TruckLocation }) {
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
              ? `Until ${formatTime(current.end)} today`
              : next
                ? `${longDate(next.date)}, ${hours(next.stop)}`
                : 'Check back soon for new stops'}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function TodaySchedule({ location }: { location: TruckLocation }) {
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

function WeeklySchedule({ location }: { location: TruckLocation }) {
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

export function FoodTruckPage() {
  const truck = useTruckLocation();
  const business = useBusiness();
  const { isAdmin } = useSession();
  const location = truck.data;
  const mapStop = location?.current ?? location?.next?.stop;
  return (
    <>
      <PageBanner
        eyebrow="Food truck"
        title="Find the food truck"
        lead="Made-to-order plates from our kitchen on wheels: lunch stops around Philadelphia during the week, and your event when you book it."
        art={ARTWORK.heroTruck}
      >
        {isAdmin && (
          <Button
            component={Link}
            to="/business-settings?tab=truck"
            leftSection={<IconSettings size={18} />}
            w="fit-content"
          >
            Edit schedule
          </Button>
        )}
      </PageBanner>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        {truck.isError && (
          <Alert color="red" title="The schedule could not be loaded" mb="lg">
            Please try again in a moment, or call us at {business.phone}.{' '}
            <Anchor component="button" onClick={() => void truck.refetch()}>
              Try again
            </Anchor>
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {location ? <NowServing location={location} /> : <Skeleton h={200} radius="lg" />}
              {location ? <TodaySchedule location={location} /> : <Skeleton h={180} radius="lg" />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {location ? (
              <TruckMap
                address={mapStop?.address ?? location.address}
                place={mapStop?.place ?? 'our kitchen'}
              />
            ) : (
              <Skeleton h={390} radius="lg" />
            )}
          </Grid.Col>
        </Grid>
      </Container>
      <Section id="quick-order" eyebrow="Quick order" title="Skip the line or book the truck" tone="warm">
        <Grid gap="lg">
          {[
            {
              icon: IconToolsKitchen2,
              title: 'Order ahead for pickup',
              text: 'Choose from the menu and pick up at the window, or have half and full pans delivered.',
              action: (
                <Button component={Link} to="/menu">
                  Order from the Menu
                </Button>
              ),
            },
            {
              icon: IconCalendarEvent,
              title: 'Book the truck for your event',
              text: 'Block parties, schools and company events, from $12 per person with a 2-hour minimum.',
              action: (
                <Button component={Link} to="/contact" variant="outline">
                  Book the Truck
                </Button>
              ),
            },
            {
              icon: IconPhone,
              title: 'Call the truck line',
              text: 'Questions about today’s stop or a large pickup order? Call us Tuesday to Friday.',
              action: (
                <Button component="a" href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} variant="light">
                  {business.phone}
                </Button>
              ),
            },
          ].map((item) => (
            <Grid.Col key={item.title} span={{ base: 12, md: 4 }}>
              <Card padding="xl" radius="lg" withBorder h="100%">
                <ThemeIcon size={48} radius="md" color="ember" variant="light">
                  <item.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {item.title}
                </Title>
                <Text c="dimmed" size="sm" mt={4} mb="lg" style={{ flex: 1 }}>
                  {item.text}
                </Text>
                {item.action}
              </Card>
            </Grid.Col>
          ))}
        </Grid>
      </Section>
      <Section id="weekly" eyebrow="Weekly schedule" title="Where to find us this week" tone="white">
        {location ? <WeeklySchedule location={location} /> : <Skeleton h={320} radius="md" />}
      </Section>
    </>
  );
}
