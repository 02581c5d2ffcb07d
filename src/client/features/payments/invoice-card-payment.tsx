import { Stack, Text } from '@mantine/core';
import { formatCents } from '../../../common/money.ts';
import { CardPaymentStep } from './card-payment-step.tsx';
import { newIdempotencyKey, usePayInvoice } from './use-payments.ts';

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
  const label = `Pay ${formatCents(balanceCents)}`;

  return (
    <Stack gap="sm" aria-label={`Pay invoice ${number}`}>
      <Text>
        Balance due: <strong>{formatCents(balanceCents)}</strong>
      </Text>
      <CardPaymentStep
        submitLabel={label}
        processing={pay.isPending}
        charge={(card) => pay.mutateAsync({ body: card ? { card } : {}, key: newIdempotencyKey() })}
        onPaid={() => onDone(true)}
        onCancel={() => onDone(false)}
      />
    </Stack>
  );
}
