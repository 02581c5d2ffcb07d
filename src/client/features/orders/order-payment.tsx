import { Badge, Button, Menu } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatCents, toCents } from '../../../common/money.ts';
import type { Order } from '../../../common/orders/schema.ts';
import { OFFLINE_METHOD_LABELS, OFFLINE_METHODS } from '../../../common/payments.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useRecordOrderPayment } from './use-orders.ts';

/** Paid in full: what was paid covers the total (a $0.00 order owes nothing). */
const isPaid = (order: Order) => toCents(order.amountPaid) >= toCents(order.total);

/** Paid, part paid or unpaid, as the owner reads it at a glance. */
export function PaidBadge({ order }: { order: Order }) {
  if (isPaid(order)) {
    return (
      <Badge color="sage" variant="light">
        Paid
      </Badge>
    );
  }
  const paid = toCents(order.amountPaid);
  return (
    <Badge color={paid > 0 ? 'yellow' : 'gray'} variant="light">
      {paid > 0 ? `Paid ${formatCents(paid)}` : 'Unpaid'}
    </Badge>
  );
}

/**
 * The owner records money received by check, cash or transfer: the order then reads paid, and a
 * completed order earns its points (issue 34 §7).
 */
export function RecordPaymentButton({ order }: { order: Order }) {
  const record = useRecordOrderPayment();
  if (isPaid(order) || order.status === 'cancelled') return null;
  const owed = formatCents(toCents(order.total) - toCents(order.amountPaid));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCash size={14} aria-hidden />}
          loading={record.isPending}
          aria-label={`Record payment of ${order.orderNumber}`}
        >
          Record payment
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{owed} received by</Menu.Label>
        {OFFLINE_METHODS.map((method) => (
          <Menu.Item
            key={method}
            onClick={() =>
              record.mutate(
                { id: order.id, method },
                {
                  onSuccess: () =>
                    notifySuccess(
                      'Payment recorded',
                      `${order.orderNumber}: ${owed} by ${OFFLINE_METHOD_LABELS[method].toLowerCase()}.`,
                    ),
                  onError: (error) =>
                    notifyError('Error', errorText(error, 'The payment could not be recorded.')),
                },
              )
            }
          >
            {OFFLINE_METHOD_LABELS[method]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
