import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../common/business-time.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import type { Order } from '../../../common/orders/schema.ts';
import { fulfilmentOf, orderDate } from '../../../common/orders/status-paths.ts';
import stacked from '../../ui/stacked-table.module.css';
import { PaidBadge, RecordPaymentButton } from './order-payment.tsx';
import { type OnStatus, OrderStatusSelect } from './order-status.tsx';

/** The table's columns, named once for the header and each phone row's labels. */
const ORDER_TABLE_COLUMNS = [
  'Order',
  'Date',
  'Customer',
  'Phone',
  'Fulfilment',
  'Total',
  'Paid',
  'Status',
] as const;

/**
 * The owner's compact view: one row per order, the facts to find it and act on it (the card has the
 * rest: open the order by its number). On a phone each row stacks as a small card.
 */
export function OrdersTable({
  orders,
  onStatus,
  updatingId,
}: {
  orders: Order[];
  onStatus: OnStatus;
  updatingId: number | null;
}) {
  const [order, date, customer, phone, fulfilment, total, paid, status] = ORDER_TABLE_COLUMNS;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing={6} striped highlightOnHover className={stacked.table} aria-label="Orders">
        <Table.Thead>
          <Table.Tr>
            {ORDER_TABLE_COLUMNS.map((column) => (
              <Table.Th key={column} ta={column === 'Total' ? 'right' : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => {
            const day = orderDate(o);
            return (
              <Table.Tr key={o.id}>
                <Table.Td data-label={order}>
                  <Anchor component={Link} to={`/orders?order=${o.id}`} fw={700} size="sm">
                    {o.orderNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={date}>
                  <Text size="sm">{day ? formatCalendarDate(day, { dateStyle: 'medium' }) : 'TBD'}</Text>
                </Table.Td>
                <Table.Td data-label={customer}>
                  <Text size="sm">{o.customerName}</Text>
                </Table.Td>
                <Table.Td data-label={phone}>
                  <Text size="sm">{o.phone}</Text>
                </Table.Td>
                <Table.Td data-label={fulfilment}>
                  <Text size="sm">{fulfilmentOf(o) === 'pickup' ? 'Pickup' : 'Delivery'}</Text>
                </Table.Td>
                <Table.Td data-label={total} ta="right">
                  <Text size="sm" fw={700}>
                    {formatCents(toCents(o.total))}
                  </Text>
                </Table.Td>
                <Table.Td data-label={paid}>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <PaidBadge order={o} />
                    <RecordPaymentButton order={o} />
                  </Group>
                </Table.Td>
                <Table.Td data-label={status}>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <OrderStatusSelect
                      order={o}
                      onStatus={onStatus}
                      isUpdating={updatingId === o.id}
                      width={150}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
