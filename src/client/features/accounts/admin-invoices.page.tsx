import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconFileInvoice, IconReportMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceStatus, InvoiceSummary } from '../../../common/accounts/invoice.ts';
import { formatCents } from '../../../common/money.ts';
import { QueryState } from '../../ui/query-state.tsx';
import stacked from '../../ui/stacked-table.module.css';
import { AccountantExport } from './accountant-export.tsx';
import { InvoiceDetailsModal } from './invoice-details-modal.tsx';
import { balanceCents, dayText, STATUS_COLORS, STATUS_LABELS } from './invoice-text.ts';
import { ReceivablesView } from './receivables.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';
import { useInvoices } from './use-invoices.ts';
import { VoidInvoiceModal } from './void-invoice-modal.tsx';

const FILTERS: { value: InvoiceStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
];
const COLUMNS = [
  'Invoice',
  'PO number',
  'Issued',
  'Due',
  'Total',
  'Paid',
  'Balance',
  'Status',
  'Actions',
] as const;

type Dialog = { kind: 'pay' | 'void'; invoice: InvoiceSummary } | { kind: 'details'; id: number } | null;

function InvoiceRows({ items, onOpen }: { items: InvoiceSummary[]; onOpen: (dialog: Dialog) => void }) {
  return (
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
          {items.map((invoice) => {
            const owed = invoice.status === 'open' || invoice.status === 'overdue';
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td data-label="Invoice">
                  <Anchor
                    component="button"
                    type="button"
                    fw={700}
                    onClick={() => onOpen({ kind: 'details', id: invoice.id })}
                  >
                    {invoice.number}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label="PO number">{invoice.poNumber ?? '—'}</Table.Td>
                <Table.Td data-label="Issued">{dayText(invoice.issuedOn)}</Table.Td>
                <Table.Td data-label="Due">{dayText(invoice.dueOn)}</Table.Td>
                <Table.Td data-label="Total">{formatCents(invoice.totalCents)}</Table.Td>
                <Table.Td data-label="Paid">{formatCents(invoice.paidCents)}</Table.Td>
                <Table.Td data-label="Balance" fw={700}>
                  {formatCents(balanceCents(invoice))}
                </Table.Td>
                <Table.Td data-label="Status">
                  <Badge color={STATUS_COLORS[invoice.status]} variant="light">
                    {STATUS_LABELS[invoice.status]}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Actions">
                  <Group gap="xs" justify="flex-end">
                    {owed && (
                      <Button
                        size="xs"
                        onClick={() => onOpen({ kind: 'pay', invoice })}
                        aria-label={`Record payment on ${invoice.number}`}
                      >
                        Record payment
                      </Button>
                    )}
                    {owed && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => onOpen({ kind: 'void', invoice })}
                        aria-label={`Void ${invoice.number}`}
                      >
                        Void
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      component="a"
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
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = FILTERS.find((f) => f.value === asked)?.value ?? 'all';
  const invoices = useInvoices(status);
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Status"
        data={FILTERS}
        value={status}
        onChange={(value) => setParams(value === 'all' ? {} : { status: value })}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={invoices}
        loadingLabel="Loading the invoices"
        errorTitle="Could not load the invoices"
      >
        {({ items }) =>
          items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Text c="dimmed">
                {status === 'all'
                  ? 'No invoices yet. Orders billed to a house account get one when you confirm them.'
                  : `No ${STATUS_LABELS[status].toLowerCase()} invoices.`}
              </Text>
            </Paper>
          ) : (
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
              <InvoiceRows items={items} onOpen={setDialog} />
            </Paper>
          )
        }
      </QueryState>
      {dialog?.kind === 'pay' && (
        <RecordPaymentModal invoice={dialog.invoice} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'void' && (
        <VoidInvoiceModal invoice={dialog.invoice} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'details' && (
        <InvoiceDetailsModal invoiceId={dialog.id} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

/**
 * /admin/invoices (issue 39 §2–3): the house accounts' invoices by status, with "Record payment" for a
 * check, ACH or cash and "Void" with a reason; and the receivables, aged by account, with their CSV.
 */
export function AdminInvoicesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'receivables' ? 'receivables' : 'invoices';
  return (
    <Stack gap="lg" maw={1280}>
      <div>
        <Title order={1}>Invoices</Title>
        <Text c="dimmed">
          Orders billed to house accounts, each invoiced when confirmed. Put a client on account from Admin ›
          Tax › Account.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'receivables' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="invoices" leftSection={<IconFileInvoice size={16} />}>
            Invoices
          </Tabs.Tab>
          <Tabs.Tab value="receivables" leftSection={<IconReportMoney size={16} />}>
            Receivables
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices">
          <InvoiceList />
        </Tabs.Panel>
        <Tabs.Panel value="receivables">
          <Stack gap="lg">
            <ReceivablesView />
            <AccountantExport />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
