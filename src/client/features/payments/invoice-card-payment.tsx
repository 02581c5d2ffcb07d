import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '../../../common/money.ts';
import type { Card } from '../../../common/payments.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { CardForm } from './card-form.tsx';
import { StripePaymentStep } from './stripe-payment-step.tsx';
import { newIdempotencyKey, usePayInvoice, usePaymentTestStatus } from './use-payments.ts';

/**
 * Paying an account's invoice by card (issue 39), inside the invoice's view: the balance shown is the
 * stored invoice's; the server charges it whatever the browser says. The browser sends only the card
 * (simulated gateway) or confirms with Stripe's Payment Element. `onDone(paid)`.
 */
export function InvoiceCardPayment({
  invoiceId,
  number,
  balanceCents,
  onDone,
}: {
  invoiceId: number;
  number: string;
  balanceCents: number;
  onDone: (paid: boolean) => void;
}) {
  const pay = usePayInvoice(invoiceId);
  const gateway = usePaymentTestStatus().data;
  const [declined, setDeclined] = useState<string | null>(null);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  const label = `Pay ${formatCents(balanceCents)}`;

  async function submit(card?: Card) {
    setDeclined(null);
    try {
      const result = await pay.mutateAsync({ body: card ? { card } : {}, key: newIdempotencyKey() });
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
    <Stack gap="sm" aria-label={`Pay invoice ${number}`}>
      <Text>
        Balance due: <strong>{formatCents(balanceCents)}</strong>
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
            submitLabel={label}
            onResult={(r) => (r.ok ? onDone(true) : setDeclined(r.message))}
          />
        ) : (
          <Button onClick={() => void submit()} loading={pay.isPending}>
            Enter card details
          </Button>
        )
      ) : (
        <CardForm
          submitLabel={label}
          processing={pay.isPending}
          onSubmit={(card) => void submit(card)}
          onCancel={() => onDone(false)}
        />
      )}
    </Stack>
  );
}
