import { Alert, Anchor, Button, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { InvoiceCardPayment } from '../payments/invoice-card-payment.tsx';
import { dayText } from './invoice-text.ts';
import { accountKeys } from './query-keys.ts';
import { useInvoice } from './use-invoices.ts';

const METHOD_LABELS = { check: 'Check', ach: 'ACH', cash: 'Cash', online: 'Online' } as const;

/**
 * One invoice: whose, the bill's lines and parts, and its payments. Its client (`payable`, the
 * invoice's link) pays the open balance by card here; the server charges the stored balance.
 */
export function InvoiceDetailsModal({
  invoiceId,
  onClose,
  payable = false,
}: {
  invoiceId: number;
  onClose: () => void;
  payable?: boolean;
}) {
  const invoice = useInvoice(invoiceId);
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  async function done(ok: boolean) {
    setPaying(false);
    if (!ok) return;
    setPaid(true);
    await queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={invoice.data?.number ?? 'Invoice'}
      centered
      size="lg"
    >
      <QueryState query={invoice} loadingLabel="Loading the invoice" errorTitle="Could not load the invoice">
        {(data) => (
          <Stack gap="sm">
            <div>
              <Text fw={700}>{data.companyName ?? `Client #${data.userId}`}</Text>
              {data.billingEmail && <Text size="sm">{data.billingEmail}</Text>}
              {data.billingAddress && <Text size="sm">{data.billingAddress}</Text>}
              <Text size="sm" c="dimmed">
                Issued {dayText(data.issuedOn)} · due {dayText(data.dueOn)}
                {data.poNumber ? ` · PO ${data.poNumber}` : ''}
                {data.orderId ? ` · order ${orderNumber(data.orderId)}` : ''}
                {data.proposalNumber ? ` · proposal ${data.proposalNumber}` : ''}
              </Text>
              {data.voidReason && (
                <Text size="sm" c="red.8">
                  Void: {data.voidReason}
                </Text>
              )}
            </div>
            <Table verticalSpacing={4} aria-label="Lines">
              <Table.Tbody>
                {data.lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a stored invoice's lines never move, and two may read alike.
                  <Table.Tr key={`${line.name}-${i}`}>
                    <Table.Td>
                      {line.quantity} × {line.name}
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(line.lineTotalCents)}</Table.Td>
                  </Table.Tr>
                ))}
                {data.parts.map((part) => (
                  <Table.Tr key={part.label}>
                    <Table.Td c="dimmed">{part.label}</Table.Td>
                    <Table.Td ta="right">{formatCents(part.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Divider label="Payments" labelPosition="left" />
            {data.payments.length === 0 ? (
              <Text size="sm" c="dimmed">
                No payment yet.
              </Text>
            ) : (
              data.payments.map((p) => (
                <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm">
                    {dayText(p.receivedAt)} · {METHOD_LABELS[p.method]}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatCents(p.amountCents)}
                  </Text>
                </Group>
              ))
            )}
            <Group justify="space-between">
              <Anchor href={`/api/invoices/${data.id}/pdf`} target="_blank" rel="noopener">
                Open the PDF
              </Anchor>
              <Text fw={800}>Balance {formatCents(data.balanceCents)}</Text>
            </Group>
            {paid && (
              <Alert color="sage" icon={<IconCircleCheck />} title="Payment received">
                Thank you.{' '}
                {data.status === 'paid' ? `${data.number} is paid.` : 'The invoice updates in a moment.'}
              </Alert>
            )}
            {payable &&
              data.balanceCents > 0 &&
              (data.status === 'open' || data.status === 'overdue') &&
              (paying ? (
                <InvoiceCardPayment
                  invoiceId={data.id}
                  number={data.number}
                  balanceCents={data.balanceCents}
                  onDone={(ok) => void done(ok)}
                />
              ) : (
                <Button onClick={() => setPaying(true)} fullWidth>
                  Pay {formatCents(data.balanceCents)} online
                </Button>
              ))}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
