import { Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../common/money.ts';
import type { PlacedOrder } from '../../../common/orders/schema.ts';
import { CardPaymentStep } from './card-payment-step.tsx';
import { newIdempotencyKey, usePayOrder } from './use-payments.ts';

/**
 * Checkout's payment step (the business takes payment at checkout): the order's bill total, tax
 * included, by card. The server charges the stored bill; the browser sends only the card (simulated
 * gateway) or confirms with Stripe's Payment Element. `onDone(paid)`: paid, or left unpaid (closed).
 */
export function PayOrderModal({ order, onDone }: { order: PlacedOrder; onDone: (paid: boolean) => void }) {
  const pay = usePayOrder(order.id);
  const token = new URLSearchParams(order.trackingPath.split('?')[1] ?? '').get('token') ?? undefined;

  return (
    <Modal opened onClose={() => onDone(false)} title={`Pay order ${order.orderNumber}`}>
      <Stack>
        <Text>
          Order total (tax included): <strong>{formatMoney(order.total)}</strong>
        </Text>
        <CardPaymentStep
          submitLabel={`Pay ${formatMoney(order.total)}`}
          processing={pay.isPending}
          charge={(card) =>
            pay.mutateAsync({
              body: { ...(token ? { token } : {}), ...(card ? { card } : {}) },
              key: newIdempotencyKey(),
            })
          }
          onPaid={() => onDone(true)}
          onCancel={() => onDone(false)}
        />
      </Stack>
    </Modal>
  );
}
