import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import type { Card } from '../../../common/payments.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { CardForm } from './card-form.tsx';
import { StripePaymentStep } from './stripe-payment-step.tsx';
import { usePaymentTestStatus } from './use-payments.ts';

/** What a charge answers: declined with why, or through (Stripe's step still to confirm when a secret). */
type ChargeAnswer = { ok: false; message: string } | { ok: true; clientSecret?: string | undefined };

/**
 * The card step every payment shares (a proposal's deposit or balance, a checkout order, an account's
 * invoice): our card form on the simulated gateway, or Stripe's Payment Element; a decline stays on
 * screen, a failed request is a toast. `charge` sends the card (none for Stripe) with its idempotency
 * key; `onPaid(answer)` gets the server's answer, or nothing when Stripe confirmed it in the browser.
 */
export function CardPaymentStep<A extends ChargeAnswer>({
  submitLabel,
  processing,
  charge,
  onPaid,
  onCancel,
}: {
  submitLabel: string;
  processing: boolean;
  charge: (card?: Card) => Promise<A>;
  onPaid: (answer?: Extract<A, { ok: true }>) => void;
  onCancel: () => void;
}) {
  const gateway = usePaymentTestStatus().data;
  const [declined, setDeclined] = useState<string | null>(null);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);

  async function submit(card?: Card) {
    setDeclined(null);
    try {
      const answer = await charge(card);
      if (!answer.ok) return setDeclined(answer.message);
      if (answer.clientSecret) return setStripeSecret(answer.clientSecret);
      onPaid(answer as Extract<A, { ok: true }>);
    } catch (error) {
      notifyError(
        'Payment Failed',
        errorText(error, 'Your payment could not be processed. Please try again.'),
      );
    }
  }

  return (
    <>
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
            submitLabel={submitLabel}
            onResult={(r) => (r.ok ? onPaid() : setDeclined(r.message))}
          />
        ) : (
          <Button onClick={() => void submit()} loading={processing}>
            Enter card details
          </Button>
        )
      ) : (
        <CardForm
          submitLabel={submitLabel}
          processing={processing}
          onSubmit={(card) => void submit(card)}
          onCancel={onCancel}
        />
      )}
    </>
  );
}
