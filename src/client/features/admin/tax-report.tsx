import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TaxReport as Report } from '../../../common/bill/schema.ts';
import { formatMoney } from '../../../common/money.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './query-keys.ts';

/** Taxes and service charges per month, the last 12 months (the table, and the same as CSV). */
export function TaxReport() {
  const report = useQuery({
    queryKey: adminKeys.taxReport,
    queryFn: () => api.get<Report>('/api/admin/tax-report'),
  });
  const months = [...(report.data?.months ?? [])].reverse();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Tax report">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Tax report
          </Title>
          <Button
            component="a"
            href="/api/admin/tax-report.csv"
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
          >
            Download CSV
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Orders (not cancelled) by the day they are for and accepted proposals by their event, with the bill
          each was made with.
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th ta="right">Bills</Table.Th>
                <Table.Th ta="right">Sales before tax</Table.Th>
                <Table.Th ta="right">Exempt sales</Table.Th>
                <Table.Th ta="right">Service charges</Table.Th>
                <Table.Th ta="right">Delivery fees</Table.Th>
                <Table.Th ta="right">Sales tax</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{m.month}</Table.Td>
                  <Table.Td ta="right">{m.bills}</Table.Td>
                  <Table.Td ta="right">{formatMoney(m.sales)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(m.exemptSales)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(m.serviceCharges)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(m.deliveryFees)}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(m.tax)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
