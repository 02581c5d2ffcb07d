import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../common/money.ts';
import { type Card, TEST_MODE_TEXT } from '../../../common/payments.ts';
import { proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { CardForm } from './card-form.tsx';
import { StripePaymentStep } from './stripe-payment-step.tsx';
import { newIdempotencyKey, type OnMoneyChanged, usePay, usePaymentTestStatus } from './use-payments.ts';

/** 'Pay deposit' / 'Pay balance': our card form (simulated gateway) or Stripe's Payment Element. */
export function PayModal({
  quote,
  kind,
  amount,
  onClose,
  token,
  onMoneyChanged,
}: {
  quote: Quote;
  kind: 'deposit' | 'balance';
  amount: string;
  onClose: () => void;
  /** The proposal link's token: a visitor's proposal paid without an account (decision 0086). */
  token?: string;
  /** Refreshes the proposal on the screen once the payment is through (or failed). */
  onMoneyChanged?: OnMoneyChanged;
}) {
  const pay = usePay(quote.id, onMoneyChanged);
  const gateway = usePaymentTestStatus().data;
  const [declined, setDeclined] = useState<string | null>(null);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  const label = kind === 'deposit' ? 'Deposit' : 'Balance';

  async function submit(card?: Card) {
    setDeclined(null);
    try {
      // One key per submission: a request the network repeats charges once; a new try is a new charge.
      const result = await pay.mutateAsync({
        body: { kind, ...(card ? { card } : {}), ...(token ? { token } : {}) },
        key: newIdempotencyKey(),
      });
      if (!result.ok) return setDeclined(result.message);
      if (result.clientSecret) return setStripeSecret(result.clientSecret);
      notifySuccess(
        'Payment Successful',
        result.payment.gateway === 'simulated'
          ? `${label} of ${formatMoney(result.payment.amount)} recorded. ${TEST_MODE_TEXT}.`
          : `${label} of ${formatMoney(result.payment.amount)} received. Thank you!`,
      );
      onClose();
    } catch (error) {
      notifyError(
        'Payment Failed',
        errorText(error, 'Your payment could not be processed. Please try again.'),
      );
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Pay ${label.toLowerCase()} · ${proposalNumber(quote)}`}>
      <Stack>
        <Text>
          {label} due: <strong>{formatMoney(amount)}</strong>
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
              submitLabel={`Pay ${formatMoney(amount)}`}
              onResult={(r) => {
                if (!r.ok) return setDeclined(r.message);
                notifySuccess('Payment Successful', 'Your payment is being confirmed by the bank.');
                onClose();
              }}
            />
          ) : (
            <Button onClick={() => void submit()} loading={pay.isPending}>
              Enter card details
            </Button>
          )
        ) : (
          <CardForm
            submitLabel={`Pay ${formatMoney(amount)}`}
            processing={pay.isPending}
            onSubmit={(card) => void submit(card)}
            onCancel={onClose}
          />
        )}
      </Stack>
    </Modal>
  );
}
