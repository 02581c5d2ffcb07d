import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { formatBusiness, formatCalendarDate } from '../../../common/business-time.ts';
import { formatPickupTime } from '../../../common/orders/pickup-time.ts';
import { fulfilmentText } from '../../../common/orders/time-windows.ts';
import type { TrackedOrder, Tracker } from '../../../common/tracker.ts';
import { useSession } from '../../lib/use-session.ts';
import { useServiceVisible } from '../../lib/use-switches.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { usePublicTracking, useTracker } from './use-tracker.ts';

const dateOnly = (date: string) => formatCalendarDate(date, { dateStyle: 'medium' });

function subtitleOf(order: TrackedOrder): string {
  if (order.type === 'dinner') return `Dinner pickup ${formatPickupTime(order.pickupAt)}`;
  const day = `Catering for ${order.eventDate ? dateOnly(order.eventDate) : 'a date to confirm'}`;
  return order.fulfilment ? `${day} · ${fulfilmentText(order)}` : day;
}

function Heading() {
  return (
    <div>
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        Order Tracker
      </Title>
      <Text c="dimmed">Follow each order from the moment we receive it to the moment it reaches you.</Text>
    </div>
  );
}

/** A visitor's order, opened from the tracking link of the confirmation mail. */
function TrackedByLink({ orderId, token }: { orderId: string; token: string }) {
  const tracking = usePublicTracking(orderId, token);
  if (tracking.isPending) return <Skeleton height={360} radius="lg" aria-label="Loading your order" />;
  if (tracking.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Order not found">
        This tracking link is not valid. Use the link in your order confirmation mail, or call us.
      </Alert>
    );
  return <OrderTimeline {...tracking.data} />;
}

function MyOrders() {
  const tracker = useTracker(true);
  const recurringOn = useServiceVisible('recurringOrders');
  return (
    <QueryState
      query={tracker}
      loadingLabel="Loading orders"
      errorTitle="Orders could not be loaded"
      placeholder={
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={360} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </SimpleGrid>
      }
    >
      {(data) => <OrdersAndEvents {...data} recurringOn={recurringOn} />}
    </QueryState>
  );
}

function OrdersAndEvents({ orders, events, recurringOn }: Tracker & { recurringOn: boolean }) {
  return (
    <Stack gap="lg">
      {events.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="xl">
            Upcoming events
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {events.map((e) => (
              <Paper key={e.id} withBorder radius="lg" p="md" component="article" aria-label={e.eventType}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconCalendarEvent size={24} color="var(--mantine-color-ember-7)" aria-hidden />
                  <div>
                    <Text fw={700}>{e.eventType}</Text>
                    <Text size="sm">
                      {e.eventDate ? formatBusiness(e.eventDate, { dateStyle: 'full' }) : 'Date to confirm'} ·{' '}
                      {e.guestCount} guests
                    </Text>
                    <Text size="sm" c="dimmed">
                      Proposal accepted{e.venue ? ` · ${e.venue}` : ''}
                    </Text>
                  </div>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} fz="xl">
          Your orders
        </Title>
        {orders.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <Text fw={700}>No orders yet</Text>
              <Group gap="sm">
                <Button component={Link} to="/menu">
                  Browse Menu
                </Button>
                {recurringOn && (
                  <Button component={Link} to="/subscribe" variant="light">
                    Set up a recurring order
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {orders.map((o) => (
              <OrderTimeline key={o.id} {...o} subtitle={subtitleOf(o)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/** /tracker: a visitor's order by its mailed link, or every order of the signed-in user. */
export function TrackerPage() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const token = params.get('token');
  const byLink = Boolean(orderId && token);
  const body = byLink ? (
    <TrackedByLink orderId={orderId!} token={token!} />
  ) : isLoading ? (
    <Skeleton height={200} radius="lg" />
  ) : user ? (
    <MyOrders />
  ) : (
    <Alert color="ember" title="Sign in to follow your orders">
      <Text size="sm" mb="sm">
        Ordered as a guest? Open the tracking link in your order confirmation mail.
      </Text>
      <Button component={Link} to="/login" size="sm">
        Sign in
      </Button>
    </Alert>
  );
  // Visitors see the page in the public frame, signed-in users inside the portal.
  return user ? (
    <Stack gap="lg" maw={1100}>
      <Heading />
      {body}
    </Stack>
  ) : (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Heading />
        {body}
      </Stack>
    </Container>
  );
}
