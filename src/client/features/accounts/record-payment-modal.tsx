import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { InvoiceSummary } from '../../../common/accounts/invoice.ts';
import { formatCents, fromCents, isMoneyText, toCents } from '../../../common/money.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { balanceCents } from './invoice-text.ts';
import { useRecordPayment } from './use-invoices.ts';

const METHODS = [
  { value: 'check', label: 'Check' },
  { value: 'ach', label: 'ACH' },
  { value: 'cash', label: 'Cash' },
];

/**
 * "Record payment": a check, ACH or cash received for an invoice; part of the balance is fine, more
 * than the balance is refused by the server (409), whose sentence is shown here.
 */
export function RecordPaymentModal({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const balance = balanceCents(invoice);
  const [amount, setAmount] = useState(fromCents(balance));
  const [method, setMethod] = useState<string | null>('check');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<{ field?: Record<string, string>; refusal?: string }>({});
  const record = useRecordPayment(invoice.id);
  const amountOk = isMoneyText(amount.trim()) && toCents(amount.trim()) > 0;

  const submit = () => {
    setProblem({});
    if (!amountOk) return setProblem({ field: { amountCents: 'Enter an amount such as 125.00' } });
    record.mutate(
      {
        amountCents: toCents(amount.trim()),
        method: (method ?? 'check') as 'check' | 'ach' | 'cash',
        reference: reference.trim(),
      },
      {
        onSuccess: (saved) => {
          notifySuccess(
            'Payment Recorded',
            `${formatCents(toCents(amount.trim()))} on ${saved.number}; ${formatCents(saved.balanceCents)} left to pay.`,
          );
          onClose();
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0
              ? { field: error.fieldErrors }
              : { refusal: errorText(error, 'The payment could not be recorded. Please try again.') },
          ),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Record payment on ${invoice.number}`}
      centered
    >
      <Stack
        gap="md"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Text size="sm" c="dimmed">
          Balance {formatCents(balance)} of {formatCents(invoice.totalCents)}. A part payment leaves the rest
          open.
        </Text>
        <TextInput
          label="Amount ($)"
          inputMode="decimal"
          withAsterisk
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={problem.field?.amountCents}
        />
        <Select
          label="Method"
          data={METHODS}
          value={method}
          onChange={setMethod}
          allowDeselect={false}
          error={problem.field?.method}
        />
        <TextInput
          label="Reference"
          description="Check number or ACH trace, as the bank shows it"
          maxLength={120}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={problem.field?.reference}
        />
        {problem.refusal && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not recorded">
            {problem.refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
