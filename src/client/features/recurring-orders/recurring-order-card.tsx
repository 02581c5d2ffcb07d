import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { billRowsAboveTotal } from '../../../common/bill/text.ts';
import { formatTime12 } from '../../../common/business-time.ts';
import { PAN_SIZES } from '../../../common/menu/price-text.ts';
import { formatMoney } from '../../../common/money.ts';
import {
  FREQUENCY_LABELS,
  type RecurringOrder,
  type RecurringOrderAction,
} from '../../../common/recurring-orders.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { formatDay, useUpdateRecurringOrder } from './use-recurring-orders.ts';

const STATUS = {
  active: { label: 'Active', color: 'green', ink: '#166534' },
  paused: { label: 'Paused', color: 'orange', ink: '#9a3412' },
  cancelled: { label: 'Cancelled', color: 'red', ink: '#991b1b' },
} as const;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Each action asks first; the texts say what happens to orders already placed. */
const CONFIRM: Record<
  RecurringOrderAction,
  { title: string; text: string; label: string; done: string; color?: string }
> = {
  skip: {
    title: 'Skip the next delivery?',
    text: 'We will not deliver on that date. If its order is already placed and not yet in the kitchen, it is cancelled.',
    label: 'Skip delivery',
    done: 'The next delivery is skipped.',
  },
  pause: {
    title: 'Pause this recurring order?',
    text: 'No new deliveries are ordered until you resume. Orders already placed stay as they are.',
    label: 'Pause',
    done: 'Your recurring order is paused.',
  },
  resume: {
    title: 'Resume this recurring order?',
    text: 'Deliveries start again from the next date on the schedule.',
    label: 'Resume',
    done: 'Your recurring order is active again.',
  },
  cancel: {
    title: 'Cancel this recurring order?',
    text: 'No more deliveries will be ordered, and upcoming orders not yet in the kitchen are cancelled. This cannot be undone.',
    label: 'Cancel recurring order',
    done: 'Your recurring order is cancelled.',
    color: 'red',
  },
};

export function RecurringOrderCard({ sub, showCustomer }: { sub: RecurringOrder; showCustomer: boolean }) {
  const update = useUpdateRecurringOrder();
  const status = STATUS[sub.status];
  const act = (action: RecurringOrderAction) => {
    const c = CONFIRM[action];
    modals.openConfirmModal({
      title: c.title,
      children: <Text size="sm">{c.text}</Text>,
      labels: { confirm: c.label, cancel: 'Go back' },
      confirmProps: { color: c.color ?? 'ember' },
      onConfirm: () =>
        update.mutate(
          { id: sub.id, body: { action } },
          {
            onSuccess: () => notifySuccess('Recurring Order Updated', c.done),
            onError: (error) =>
              notifyError('Error', errorText(error, 'The change could not be saved. Please try again.')),
          },
        ),
    });
  };
  const title = `${FREQUENCY_LABELS[sub.frequency]} on ${capitalize(sub.weekday)} at ${formatTime12(sub.time)}`;
  return (
    <Paper component="article" aria-label={`Recurring order ${sub.id}`} withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={800}>{title}</Text>
            <Text size="sm" c="dimmed">
              {showCustomer ? `${sub.customerName} · ` : ''}
              {sub.deliveryAddress}
            </Text>
          </div>
          <Group gap="xs">
            <Text fw={700}>{formatMoney(sub.bill.total)} each</Text>
            <Badge variant="light" color={status.color} c={status.ink}>
              {status.label}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Each delivery:{' '}
          {billRowsAboveTotal(sub.bill)
            .map((row) => `${row.label} ${row.text}`)
            .join(' · ')}
        </Text>
        <List size="sm" spacing={2}>
          {sub.items.map((i) => (
            <List.Item key={`${i.menuItemId}-${i.panSize ?? ''}`}>
              {i.quantity} × {i.name}
              {i.panSize ? ` (${PAN_SIZES[i.panSize]})` : ''}
            </List.Item>
          ))}
        </List>
        {sub.nextDates.length > 0 && (
          <Text size="sm">
            <Text span fw={700}>
              Next deliveries:{' '}
            </Text>
            {sub.nextDates.map((d) => formatDay(d, 'medium')).join(' · ')}
          </Text>
        )}
        {sub.skippedDates.length > 0 && (
          <Text size="sm" c="dimmed">
            Skipped:{' '}
            {sub.skippedDates
              .map((d) => `${formatDay(d, 'medium')}${sub.skipReasons[d] ? ` (${sub.skipReasons[d]})` : ''}`)
              .join(' · ')}
          </Text>
        )}
        {sub.notes && (
          <Text size="sm" fs="italic">
            “{sub.notes}”
          </Text>
        )}
        {sub.status !== 'cancelled' && (
          <Group gap="xs" mt="xs">
            {sub.status === 'active' && (
              <Button size="xs" variant="light" onClick={() => act('skip')} loading={update.isPending}>
                Skip next delivery
              </Button>
            )}
            {sub.status === 'active' ? (
              <Button size="xs" variant="default" onClick={() => act('pause')} disabled={update.isPending}>
                Pause
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={() => act('resume')} disabled={update.isPending}>
                Resume
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => act('cancel')}
              disabled={update.isPending}
            >
              Cancel recurring order
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
