import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../common/money.ts';
import { OFFLINE_METHOD_LABELS, OFFLINE_METHODS } from '../../../common/payments.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { newIdempotencyKey, type OnMoneyChanged, usePay } from './use-payments.ts';

/** An admin records money received outside the site: a check, cash or a bank transfer. */
export function OfflinePaymentModal({
  quote,
  onClose,
  onMoneyChanged,
}: {
  quote: Quote;
  onClose: () => void;
  onMoneyChanged?: OnMoneyChanged;
}) {
  const pay = usePay(quote.id, onMoneyChanged);
  const [amount, setAmount] = useState(quote.balanceDue ?? '');
  const [method, setMethod] = useState<string>('check');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      await pay.mutateAsync({
        body: {
          kind: 'offline',
          amount: amount.trim(),
          method: method as (typeof OFFLINE_METHODS)[number],
          ...(note.trim() ? { note: note.trim() } : {}),
        },
        key: newIdempotencyKey(),
      });
      notifySuccess(
        'Payment Recorded',
        `${formatMoney(amount)} by ${OFFLINE_METHOD_LABELS[method as 'check'].toLowerCase()}.`,
      );
      onClose();
    } catch (e) {
      showSubmitError(e, {
        title: 'Error',
        fallback: 'Could not record the payment.',
        setErrors: (errors) => setError(errors.amount ?? null),
      });
    }
  }

  return (
    <Modal opened onClose={onClose} title="Record a payment">
      <Stack>
        <TextInput
          label="Amount"
          data-path="amount"
          description={`Balance due: ${formatMoney(quote.balanceDue)}`}
          inputMode="decimal"
          value={amount}
          error={error}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <Select
          label="Method"
          data={OFFLINE_METHODS.map((m) => ({ value: m, label: OFFLINE_METHOD_LABELS[m] }))}
          value={method}
          allowDeselect={false}
          onChange={(v) => v && setMethod(v)}
        />
        <Textarea
          label="Note (optional)"
          placeholder="Check number, reference…"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={pay.isPending} disabled={!amount.trim()}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
