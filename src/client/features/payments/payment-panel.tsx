import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { formatShortDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import {
  balanceDueDate,
  formatDueDate,
  howToPayLines,
  OFFLINE_METHOD_LABELS,
  type Payment,
  paymentStanding,
  TEST_MODE_TEXT,
} from '../../../common/payments.ts';
import { depositAmount, type Quote } from '../../../common/quotes/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { OfflinePaymentModal } from './offline-payment-modal.tsx';
import { PayModal } from './pay-modal.tsx';
import { PaymentHistoryButton } from './payment-history-button.tsx';
import { PaymentBadge } from './payment-line.tsx';
import { type OnMoneyChanged, usePaymentOptions, useQuotePayments, useRefund } from './use-payments.ts';

const KIND_LABELS: Record<Payment['kind'], string> = {
  test: 'Test',
  deposit: 'Deposit',
  balance: 'Balance',
  offline: 'Offline',
  order: 'Order',
  invoice: 'Invoice',
};

const STATUS_LABELS: Record<Payment['status'], string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

function paidWith(p: Payment): string {
  if (p.kind === 'offline') return OFFLINE_METHOD_LABELS[p.method as 'check'] ?? 'Offline';
  const card = p.cardLast4 ? `${p.cardBrand ?? 'card'} •••• ${p.cardLast4}` : 'Card';
  // The simulated gateway moved no money (decision 0057): every line of it says so.
  return p.gateway === 'simulated' ? `${card} · ${TEST_MODE_TEXT}` : card;
}

/** Without a card processor (decision 0057): how to pay, with what the business recorded. */
function HowToPay({ lines }: { lines: string[] }) {
  return (
    <Alert color="blue" variant="light" icon={<IconBuildingBank size={18} />} title="How to pay">
      <Text size="sm" mb={4}>
        We take payment by check or bank transfer.
      </Text>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line} style={{ whiteSpace: 'pre-line' }}>
            {line}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Payments of an accepted proposal: what is paid, what is due by when, and the ways to pay. */
export function PaymentPanel({
  quote,
  isOwner,
  isAdmin,
  onMoneyChanged,
}: {
  quote: Quote;
  isOwner: boolean;
  isAdmin: boolean;
  /** Refreshes the proposal on the screen after a payment or a refund (the quotes feature's data). */
  onMoneyChanged?: OnMoneyChanged;
}) {
  const [paying, setPaying] = useState<'deposit' | 'balance' | null>(null);
  const [recording, setRecording] = useState(false);
  const payments = useQuotePayments(quote.id, quote.status === 'accepted');
  const options = usePaymentOptions(quote.status === 'accepted').data;
  const business = useBusiness();
  const refund = useRefund(quote.id, onMoneyChanged);
  if (quote.status !== 'accepted' || quote.totalAmount === null) return null;

  const standing = paymentStanding(quote);
  // Pay buttons only where a card can be taken; until the options load, none.
  const online = options?.online === true;
  const due = formatDueDate(balanceDueDate(quote.eventDate));
  const deposit = depositAmount(quote.totalAmount);
  // Clients see what was paid and refunded; admins also see failed and pending attempts.
  const listed = (payments.data ?? []).filter(
    (p) => isAdmin || p.status === 'succeeded' || p.status === 'refunded',
  );

  const confirmRefund = (payment: Payment) =>
    modals.openConfirmModal({
      title: 'Refund this payment?',
      children: <Text size="sm">{formatMoney(payment.amount)} will be refunded and owed again.</Text>,
      labels: { confirm: 'Refund', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void refund
          .mutateAsync(payment.id)
          .then(() => notifySuccess('Payment Refunded', `${formatMoney(payment.amount)} refunded.`))
          .catch((e: unknown) => notifyError('Error', errorText(e, 'Could not refund the payment.'))),
    });

  return (
    <Paper withBorder radius="md" p="md" mb="lg" aria-label="Payments" component="section">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          Payments
        </Title>
        <PaymentBadge standing={standing} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="sm">
        {standing === 'unpaid' && (
          // Before the deposit is paid, the deposit is what is due (issue 27), not the whole balance.
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Deposit to pay now
            </Text>
            <Text fw={700}>{formatMoney(deposit)}</Text>
          </div>
        )}
        {standing !== 'unpaid' && (
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Paid
            </Text>
            <Text fw={600}>{formatMoney(quote.amountPaid)}</Text>
          </div>
        )}
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {standing === 'unpaid' ? 'Total' : 'Balance due'}
          </Text>
          <Text fw={600}>{formatMoney(quote.balanceDue)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {standing === 'unpaid' ? 'Balance due by' : 'Due date'}
          </Text>
          <Text fw={600}>{due}</Text>
        </div>
      </SimpleGrid>
      {listed.length > 0 && (
        <Stack
          gap={0}
          mb="sm"
          component="ul"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Payment history"
        >
          {listed.map((p) => (
            <Group
              key={p.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <div>
                <Text size="sm" fw={500}>
                  {KIND_LABELS[p.kind]} · {paidWith(p)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatShortDate(p.createdAt)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <div style={{ textAlign: 'right' }}>
                  <Text size="sm" fw={500}>
                    {formatMoney(p.amount)}
                  </Text>
                  <Text size="xs" c={p.status === 'failed' ? 'red.9' : 'dimmed'}>
                    {STATUS_LABELS[p.status]}
                  </Text>
                </div>
                {isAdmin && p.status === 'succeeded' && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => confirmRefund(p)}>
                    Refund
                  </Button>
                )}
                {isAdmin && (
                  <PaymentHistoryButton
                    payment={p}
                    label={`the ${KIND_LABELS[p.kind].toLowerCase()} payment of ${formatShortDate(p.createdAt)}`}
                  />
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Stack gap="xs">
        <Group gap="sm">
          {online && isOwner && standing === 'unpaid' && (
            <Button
              leftSection={<IconCreditCard size={16} />}
              color="sage"
              onClick={() => setPaying('deposit')}
            >
              Pay deposit
            </Button>
          )}
          {online && isOwner && standing === 'deposit-paid' && (
            <Button
              leftSection={<IconCreditCard size={16} />}
              color="sage"
              onClick={() => setPaying('balance')}
            >
              Pay balance
            </Button>
          )}
          {isAdmin && standing !== 'paid-in-full' && (
            <Button variant="light" onClick={() => setRecording(true)}>
              Record payment
            </Button>
          )}
        </Group>
        {standing === 'unpaid' && (
          <Text size="sm" c="dimmed">
            A 50% deposit of {formatMoney(deposit)} confirms your date.
          </Text>
        )}
        {options && !options.online && standing !== 'paid-in-full' && (
          <HowToPay lines={howToPayLines(options, business)} />
        )}
      </Stack>
      {paying && (
        <PayModal
          quote={quote}
          kind={paying}
          amount={paying === 'deposit' ? deposit : (quote.balanceDue ?? '0')}
          onClose={() => setPaying(null)}
          onMoneyChanged={onMoneyChanged}
        />
      )}
      {recording && (
        <OfflinePaymentModal
          quote={quote}
          onClose={() => setRecording(false)}
          onMoneyChanged={onMoneyChanged}
        />
      )}
    </Paper>
  );
}
