import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AGING_BUCKETS, type AgingBucket } from '../../../common/accounts/invoice.ts';
import { formatCents } from '../../../common/money.ts';
import { QueryState } from '../../ui/query-state.tsx';
import stacked from '../../ui/stacked-table.module.css';
import { dayText } from './invoice-text.ts';
import { useReceivables } from './use-invoices.ts';

const BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

/** Receivables (issue 39 §3): what each account owes, by days past due, with the CSV for the books. */
export function ReceivablesView() {
  const receivables = useReceivables();
  return (
    <QueryState
      query={receivables}
      loadingLabel="Loading the receivables"
      errorTitle="Could not load the receivables"
    >
      {(data) => (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label="Receivables"
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <div>
                <Title order={2} fz="h4">
                  Receivables
                </Title>
                <Text size="sm" c="dimmed">
                  Open balances on {dayText(data.asOf)}: {formatCents(data.totalCents)} in all.
                </Text>
              </div>
              <Button
                component="a"
                href="/api/admin/receivables.csv"
                download
                variant="default"
                leftSection={<IconDownload size={16} />}
              >
                Download CSV
              </Button>
            </Group>
            {data.accounts.length === 0 ? (
              <Text c="dimmed" ta="center" py="md">
                Nothing is owed: every invoice is paid or void.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={0}>
                <Table className={stacked.table} verticalSpacing="sm" aria-label="Aging by account">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Account</Table.Th>
                      {AGING_BUCKETS.map((b) => (
                        <Table.Th key={b} ta="right">
                          {BUCKET_LABELS[b]}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.accounts.map((account) => (
                      <Table.Tr key={account.userId}>
                        <Table.Td data-label="Account" fw={600}>
                          {account.companyName ?? `Client #${account.userId}`}
                        </Table.Td>
                        {AGING_BUCKETS.map((b) => (
                          <Table.Td
                            key={b}
                            data-label={BUCKET_LABELS[b]}
                            ta="right"
                            c={b !== 'current' && account.totals[b] > 0 ? 'red.8' : undefined}
                          >
                            {formatCents(account.totals[b])}
                          </Table.Td>
                        ))}
                        <Table.Td data-label="Total" ta="right" fw={700}>
                          {formatCents(account.totalCents)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Td data-label="Account" fw={800}>
                        All accounts
                      </Table.Td>
                      {AGING_BUCKETS.map((b) => (
                        <Table.Td key={b} data-label={BUCKET_LABELS[b]} ta="right" fw={700}>
                          {formatCents(data.totals[b])}
                        </Table.Td>
                      ))}
                      <Table.Td data-label="Total" ta="right" fw={800}>
                        {formatCents(data.totalCents)}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
