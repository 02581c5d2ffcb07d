import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { InvoiceSummary } from '../../../common/accounts/invoice.ts';
import { formatCents } from '../../../common/money.ts';
import { errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useVoidInvoice } from './use-invoices.ts';

/** Voiding asks for a confirmation and the reason, which the invoice keeps (and the audit log). */
export function VoidInvoiceModal({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const voiding = useVoidInvoice(invoice.id);
  const submit = () => {
    setRefusal(null);
    if (!reason.trim()) return setError('A reason is required');
    setError(null);
    voiding.mutate(reason.trim(), {
      onSuccess: () => {
        notifySuccess('Invoice Voided', `${invoice.number} is void; it no longer counts in the receivables.`);
        onClose();
      },
      onError: (e) => setRefusal(errorText(e, 'The invoice could not be voided. Please try again.')),
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Void ${invoice.number}?`}
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
        <Text size="sm">
          The invoice of {formatCents(invoice.totalCents)} stops being owed. This cannot be undone.
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
        />
        {refusal && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not voided">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={voiding.isPending}>
            Void invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
