import { Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../common/money.ts';
import { TEST_MODE_TEXT } from '../../../common/payments.ts';
import { proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { CardPaymentStep } from './card-payment-step.tsx';
import { newIdempotencyKey, type OnMoneyChanged, usePay } from './use-payments.ts';

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
  const label = kind === 'deposit' ? 'Deposit' : 'Balance';

  return (
    <Modal opened onClose={onClose} title={`Pay ${label.toLowerCase()} · ${proposalNumber(quote)}`}>
      <Stack>
        <Text>
          {label} due: <strong>{formatMoney(amount)}</strong>
        </Text>
        <CardPaymentStep
          submitLabel={`Pay ${formatMoney(amount)}`}
          processing={pay.isPending}
          // One key per submission: a request the network repeats charges once; a new try is a new charge.
          charge={(card) =>
            pay.mutateAsync({
              body: { kind, ...(card ? { card } : {}), ...(token ? { token } : {}) },
              key: newIdempotencyKey(),
            })
          }
          onPaid={(answer) => {
            notifySuccess(
              'Payment Successful',
              !answer
                ? 'Your payment is being confirmed by the bank.'
                : answer.payment.gateway === 'simulated'
                  ? `${label} of ${formatMoney(answer.payment.amount)} recorded. ${TEST_MODE_TEXT}.`
                  : `${label} of ${formatMoney(answer.payment.amount)} received. Thank you!`,
            );
            onClose();
          }}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
