import { Badge, Button, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatCents } from '../../../common/money.ts';
import { QueryState } from '../../ui/query-state.tsx';
import stacked from '../../ui/stacked-table.module.css';
import { InvoiceDetailsModal } from './invoice-details-modal.tsx';
import { balanceCents, dayText, STATUS_COLORS, STATUS_LABELS } from './invoice-text.ts';
import { useInvoices } from './use-invoices.ts';

const COLUMNS = ['Invoice', 'PO number', 'Issued', 'Due', 'Total', 'Balance', 'Status', 'Actions'] as const;

/** An invoice the client can still pay online (as the invoice's own Pay button). */
const payableNow = (invoice: Parameters<typeof balanceCents>[0]) =>
  balanceCents(invoice) > 0 && (invoice.status === 'open' || invoice.status === 'overdue');

/**
 * /invoices (issue 39 §2): a client on account reads their invoices, newest first, with what is still
 * owed and when, and opens each one's PDF. The server lists their own only. `?invoice=` (the invoice
 * mail's link) opens one, where its client pays the open balance online.
 */
export function InvoicesPage() {
  const invoices = useInvoices();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('invoice'));
  const open = (id: number | null) =>
    setParams(id === null ? {} : { invoice: String(id) }, { replace: id === null });
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Invoices</Title>
        <Text c="dimmed">
          Orders billed to your account, each due by your terms. The PDF is the invoice we mailed.
        </Text>
      </div>
      <QueryState
        query={invoices}
        loadingLabel="Loading your invoices"
        errorTitle="Could not load your invoices"
      >
        {({ items }) =>
          items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Text c="dimmed">
                No invoices yet. Orders billed to your account get an invoice once we confirm them.
              </Text>
            </Paper>
          ) : (
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
              <Table.ScrollContainer minWidth={0}>
                <Table className={stacked.table} verticalSpacing="sm" aria-label="Invoices">
                  <Table.Thead>
                    <Table.Tr>
                      {COLUMNS.map((c) => (
                        <Table.Th key={c}>{c}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((invoice) => (
                      <Table.Tr key={invoice.id}>
                        <Table.Td data-label="Invoice" fw={700}>
                          <UnstyledButton
                            fw={700}
                            td="underline"
                            onClick={() => open(invoice.id)}
                            aria-label={`Open ${invoice.number}`}
                          >
                            {invoice.number}
                          </UnstyledButton>
                        </Table.Td>
                        <Table.Td data-label="PO number">{invoice.poNumber ?? '—'}</Table.Td>
                        <Table.Td data-label="Issued">{dayText(invoice.issuedOn)}</Table.Td>
                        <Table.Td data-label="Due">{dayText(invoice.dueOn)}</Table.Td>
                        <Table.Td data-label="Total">{formatCents(invoice.totalCents)}</Table.Td>
                        <Table.Td data-label="Balance" fw={700}>
                          {formatCents(balanceCents(invoice))}
                        </Table.Td>
                        <Table.Td data-label="Status">
                          <Badge color={STATUS_COLORS[invoice.status]} variant="light">
                            {STATUS_LABELS[invoice.status]}
                          </Badge>
                        </Table.Td>
                        {/*
                         * What the client came to do, on the row: pay what is owed (the invoice opens on
                         * its card payment) and read the PDF, each a full-size button on a phone.
                         */}
                        <Table.Td data-label="Actions">
                          <Group gap="xs" justify="flex-end" wrap="wrap">
                            {payableNow(invoice) && (
                              <Button
                                size="sm"
                                onClick={() => open(invoice.id)}
                                aria-label={`Pay ${formatCents(balanceCents(invoice))} online: ${invoice.number}`}
                              >
                                Pay {formatCents(balanceCents(invoice))} online
                              </Button>
                            )}
                            <Button
                              component="a"
                              variant="default"
                              size="sm"
                              href={`/api/invoices/${invoice.id}/pdf`}
                              target="_blank"
                              rel="noopener"
                              aria-label={`PDF of ${invoice.number}`}
                            >
                              PDF
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )
        }
      </QueryState>
      {Number.isInteger(opened) && opened > 0 && (
        <InvoiceDetailsModal invoiceId={opened} onClose={() => open(null)} payable />
      )}
    </Stack>
  );
}
