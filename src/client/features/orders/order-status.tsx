import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  STATUS_LABELS,
} from '../../../common/orders/schema.ts';
import { nextStatuses, orderDate } from '../../../common/orders/status-paths.ts';

/** The owner's status change: the status, and whether the customer is emailed about it. */
export type OnStatus = (order: Order, status: OrderStatus, notifyCustomer: boolean) => void;

/** The confirmation's body: what the customer will read, and the choice not to write to them. */
function StatusConfirm({
  order,
  status,
  onStatus,
}: {
  order: Order;
  status: OrderStatus;
  onStatus: OnStatus;
}) {
  const [silent, setSilent] = useState(false);
  return (
    <Stack gap="md">
      <Text size="sm">
        {silent
          ? `${order.customerName} is not emailed: the tracking page shows the new status.`
          : `${order.customerName} gets an email at ${order.email}: “Your order ${order.orderNumber} is now: ${STATUS_LABELS[status]}.”`}
      </Text>
      <Checkbox
        label="Without emailing the customer"
        checked={silent}
        onChange={(event) => setSilent(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => modals.closeAll()}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            modals.closeAll();
            onStatus(order, status, !silent);
          }}
        >
          {silent ? 'Change without email' : 'Change and email'}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A status change mails the customer (when the order has an email): the owner confirms it first, seeing
 * what the customer will read, and may leave the mail out. Quick changes in a row still send one mail.
 */
function confirmStatus(order: Order, status: OrderStatus, onStatus: OnStatus) {
  if (!order.email) return onStatus(order, status, false);
  modals.open({
    title: `Mark ${order.orderNumber} ${STATUS_LABELS[status]}?`,
    children: <StatusConfirm order={order} status={status} onStatus={onStatus} />,
  });
}

/**
 * The statuses the owner may choose: the order's own path (a pickup is never out for delivery), with
 * "Completed" shown but unavailable before the order's day, as the server refuses it then.
 */
function statusChoices(order: Order, now: Date) {
  const day = orderDate(order);
  const early = day !== null && day > businessClock(now).date;
  return [order.status, ...nextStatuses(order, 'admin')]
    .sort((a, b) => ORDER_STATUSES.indexOf(a) - ORDER_STATUSES.indexOf(b))
    .map((s) =>
      s === 'completed' && early && order.status !== 'completed'
        ? {
            value: s,
            label: `${STATUS_LABELS[s]} (from ${formatCalendarDate(day, { month: 'short', day: 'numeric' })})`,
            disabled: true,
          }
        : { value: s, label: STATUS_LABELS[s] },
    );
}

export function OrderStatusSelect({
  order,
  onStatus,
  isUpdating,
  width = 160,
}: {
  order: Order;
  onStatus: OnStatus;
  isUpdating: boolean;
  width?: number;
}) {
  return (
    <Select
      aria-label={`Status of ${order.orderNumber}`}
      size="xs"
      w={width}
      value={order.status}
      allowDeselect={false}
      disabled={isUpdating}
      data={statusChoices(order, new Date())}
      onChange={(value) =>
        value && value !== order.status && confirmStatus(order, value as OrderStatus, onStatus)
      }
    />
  );
}
