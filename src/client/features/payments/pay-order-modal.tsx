import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../common/money.ts';
import type { PlacedOrder } from '../../../common/orders/schema.ts';
import type { Card } from '../../../common/payments.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { CardForm } from './card-form.tsx';
import { StripePaymentStep } from './stripe-payment-step.tsx';
import { newIdempotencyKey, usePaymentTestStatus, usePayOrder } from './use-payments.ts';

/**
 * Checkout's payment step (the business takes payment at checkout): the order's bill total, tax
 * included, by card. The server charges the stored bill; the browser sends only the card (simulated
 * gateway) or confirms with Stripe's Payment Element. `onDone(paid)`: paid, or left unpaid (closed).
 */
export function PayOrderModal({ order, onDone }: { order: PlacedOrder; onDone: (paid: boolean) => void }) {
  const pay = usePayOrder(order.id);
  const gateway = usePaymentTestStatus().data;
  const [declined, setDeclined] = useState<string | null>(null);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  const token = new URLSearchParams(order.trackingPath.split('?')[1] ?? '').get('token') ?? undefined;

  async function submit(card?: Card) {
    setDeclined(null);
    try {
      const result = await pay.mutateAsync({
        body: { ...(token ? { token } : {}), ...(card ? { card } : {}) },
        key: newIdempotencyKey(),
      });
      if (!result.ok) return setDeclined(result.message);
      if (result.clientSecret) return setStripeSecret(result.clientSecret);
      onDone(true);
    } catch (error) {
      notifyError(
        'Payment Failed',
        errorText(error, 'Your payment could not be processed. Please try again.'),
      );
    }
  }

  return (
    <Modal opened onClose={() => onDone(false)} title={`Pay order ${order.orderNumber}`}>
      <Stack>
        <Text>
          Order total (tax included): <strong>{formatMoney(order.total)}</strong>
        </Text>
        {declined && (
          <Alert color="red" title="Payment Failed">
            {declined}
          </Alert>
        )}
        {gateway?.gateway === 'stripe' && gateway.publishableKey ? (
          stripeSecret ? (
            <StripePaymentStep
              publishableKey={gateway.publishableKey}
              clientSecret={stripeSecret}
              submitLabel={`Pay ${formatMoney(order.total)}`}
              onResult={(r) => (r.ok ? onDone(true) : setDeclined(r.message))}
            />
          ) : (
            <Button onClick={() => void submit()} loading={pay.isPending}>
              Enter card details
            </Button>
          )
        ) : (
          <CardForm
            submitLabel={`Pay ${formatMoney(order.total)}`}
            processing={pay.isPending}
            onSubmit={(card) => void submit(card)}
            onCancel={() => onDone(false)}
          />
        )}
      </Stack>
    </Modal>
  );
}
