import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { formatCalendarDate, formatDateTime } from '../../../common/business-time.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import { telHref } from '../../../common/offer/text.ts';
import { formatPickupTime } from '../../../common/orders/pickup-time.ts';
import {
  type Order,
  type OrderStatus,
  orderDiscountLabel,
  STATUS_LABELS,
} from '../../../common/orders/schema.ts';
import { deliveryAddressText, fulfilmentText } from '../../../common/orders/time-windows.ts';
import { BillRows } from '../../ui/bill-rows.tsx';
import { CostingLine } from '../../ui/costing-line.tsx';
import { HistoryToggle } from '../audit/history-toggle.tsx';
import { CrewToggle } from '../shifts/crew-toggle.tsx';
import { PaidBadge, RecordPaymentButton } from './order-payment.tsx';
import { type OnStatus, OrderStatusSelect } from './order-status.tsx';

const STATUS_COLORS: Record<OrderStatus, string> = {
  received: 'orange',
  confirmed: 'blue',
  preparing: 'grape',
  ready: 'teal',
  out_for_delivery: 'violet',
  completed: 'sage',
  cancelled: 'red',
};

function formatEventDate(date: string): string {
  return formatCalendarDate(date, { dateStyle: 'medium' });
}

type Props = {
  order: Order;
  isAdmin: boolean;
  onStatus: OnStatus;
  isUpdating: boolean;
  /** "Order again" (a client's catering order): its dishes go back in the cart. */
  onReorder?: ((order: Order) => void) | undefined;
  isReordering?: boolean;
};

/** One order: number, kind, when, lines and total; admins also see the customer and change the status. */
export function OrderCard({ order, isAdmin, onStatus, isUpdating, onReorder, isReordering }: Props) {
  const address = order.type === 'dinner' ? null : deliveryAddressText(order);
  const when =
    order.type === 'dinner'
      ? `Pickup ${formatPickupTime(order.pickupAt)}`
      : [
          `Event ${order.eventDate ? formatEventDate(order.eventDate) : 'TBD'}`,
          ...(order.fulfilment ? [fulfilmentText(order)] : []),
          // The address as every paper prints it (with its ZIP); the event location beside it, unless
          // it is the address itself (orders placed before checkout asked for one).
          ...(address ? [address] : []),
          ...(order.eventLocation && (order.deliveryAddress || !address) ? [order.eventLocation] : []),
        ].join(' · ');
  return (
    <Paper component="article" aria-label={`Order ${order.orderNumber}`} withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={800}>{order.orderNumber}</Text>
            <Badge variant="light" color="gray">
              {order.type === 'dinner' ? 'Dinner pickup' : 'Catering'}
            </Badge>
            <Badge color={STATUS_COLORS[order.status]}>{STATUS_LABELS[order.status]}</Badge>
            {(isAdmin || toCents(order.amountPaid) > 0) && <PaidBadge order={order} />}
          </Group>
          <Text fw={800} fz="lg">
            {formatCents(toCents(order.total))}
            {order.hasMarketPriceItems && (
              <Text span size="sm" c="dimmed" fw={500}>
                {' '}
                + market price
              </Text>
            )}
          </Text>
        </Group>
        <Text size="sm">{when}</Text>
        <BillRows bill={order.bill} discountLabel={orderDiscountLabel(order)} />
        {/* The owner's opened order (GET /api/orders/{id}) carries its costing; lists and clients never do. */}
        {order.costing && <CostingLine costing={order.costing} label={`Costing of ${order.orderNumber}`} />}
        {isAdmin && (
          <Text size="sm" c="dimmed">
            {order.customerName} ·{' '}
            <Anchor href={telHref(order.phone)} inherit>
              {order.phone}
            </Anchor>
            {order.email && (
              <>
                {' · '}
                <Anchor href={`mailto:${order.email}`} inherit>
                  {order.email}
                </Anchor>
              </>
            )}
            {!order.userId && ' · guest'}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {order.items.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
        </Text>
        {order.notes && (
          <Text size="sm" fs="italic">
            “{order.notes}”
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            Placed {formatDateTime(order.createdAt)}
          </Text>
          {!isAdmin && onReorder && order.type === 'catering' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRepeat size={14} aria-hidden />}
              loading={isReordering}
              aria-label={`Order ${order.orderNumber} again`}
              onClick={() => onReorder(order)}
            >
              Order again
            </Button>
          )}
          {isAdmin && (
            <Group gap="xs">
              <RecordPaymentButton order={order} />
              <OrderStatusSelect order={order} onStatus={onStatus} isUpdating={isUpdating} />
            </Group>
          )}
        </Group>
        {isAdmin && order.type === 'catering' && (
          <CrewToggle
            orderId={order.id}
            of={order.orderNumber}
            eventDate={order.eventDate}
            timeWindow={order.timeWindow}
          />
        )}
        {isAdmin && (
          // A new status or a payment recorded on this screen shows in an open history at once.
          <HistoryToggle
            entity="order"
            id={order.id}
            version={`${order.updatedAt}:${order.amountPaid}`}
            of={order.orderNumber}
          />
        )}
      </Stack>
    </Paper>
  );
}
