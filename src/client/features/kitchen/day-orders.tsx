import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ENTRY_KIND_LABELS, entryWhen } from '../../../common/calendar/schema.ts';
import { nextStatus } from '../../../common/kitchen/next-status.ts';
import { type OrderStatus, STATUS_LABELS } from '../../../common/orders/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSession } from '../../lib/use-session.ts';
import { TentativeBadge } from '../calendar/day-list.tsx';
import { useCalendar } from '../calendar/use-calendar.ts';
import { useMoveOrder } from './use-kitchen.ts';

const label = (status: string) =>
  STATUS_LABELS[status as OrderStatus] ?? `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

/** The day's bookings; orders and pickups move to their next status from here. */
export function DayOrders({ date }: { date: string }) {
  const calendar = useCalendar(date, date);
  const move = useMoveOrder();
  const { isStaff } = useSession();
  // Another day's bookings stay in the cache while this day loads: never shown under this day, with
  // buttons that would move them (the prep sheet's race, issue 34 §8).
  const loaded = calendar.data && !calendar.isPlaceholderData ? calendar.data : undefined;
  const entries = loaded?.days[0]?.entries ?? [];
  return (
    <section aria-label="The day's orders">
      <Title order={2} fz="xl" mb="xs">
        Orders and events
      </Title>
      {!loaded && !calendar.isError && <Skeleton height={64} radius="md" />}
      {loaded && entries.length === 0 && <Text c="dimmed">No orders or events on this day.</Text>}
      <Stack gap="xs">
        {entries.map((entry) => {
          // The order's own path and the server's refusals decide the button (a pickup is never out
          // for delivery; staff move confirmed orders; "Completed" waits for the day).
          const next =
            entry.kind === 'order' || entry.kind === 'pickup'
              ? nextStatus(
                  {
                    type: entry.kind === 'pickup' ? 'dinner' : 'catering',
                    fulfilment: entry.fulfilment,
                    status: entry.status,
                    date,
                  },
                  isStaff ? 'staff' : 'admin',
                  new Date(),
                )
              : null;
          return (
            <Paper key={`${entry.kind}-${entry.id}`} withBorder radius="md" p="sm" data-testid="day-order">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Group gap={6}>
                    <Text fw={600}>
                      {entryWhen(entry)} · {entry.number} · {entry.name}
                    </Text>
                    <TentativeBadge entry={entry} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {ENTRY_KIND_LABELS[entry.kind]} · {label(entry.status)}
                    {entry.guests !== undefined ? ` · ${entry.guests} guests` : ''}
                  </Text>
                </div>
                <Group gap="xs">
                  {entry.kind !== 'occurrence' && (
                    <Button
                      component="a"
                      size="sm"
                      variant="default"
                      href={
                        entry.kind === 'event' ? `/api/quotes/${entry.id}/beo` : `/api/orders/${entry.id}/beo`
                      }
                      target="_blank"
                      rel="noopener"
                      aria-label={`${entry.kind === 'event' ? 'Banquet event order' : entry.kind === 'pickup' || entry.fulfilment === 'pickup' ? 'Pickup sheet' : 'Delivery sheet'} for ${entry.number}`}
                    >
                      {entry.kind === 'event' ? 'BEO' : 'Sheet'}
                    </Button>
                  )}
                  {next && (
                    <Button
                      size="sm"
                      loading={move.isPending && move.variables?.id === entry.id}
                      onClick={() =>
                        move.mutate(
                          { id: entry.id, status: next },
                          {
                            onError: (error) =>
                              notifyError(errorText(error, 'The order could not be moved.')),
                          },
                        )
                      }
                    >
                      Mark {label(next)}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
