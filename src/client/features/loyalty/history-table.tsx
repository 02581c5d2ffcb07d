import { Paper, Table, Text, Title } from '@mantine/core';
import { formatShortDate } from '../../../common/business-time.ts';
import type { LoyaltyEntry } from '../../../common/loyalty.ts';

/** Every change of the member's points, newest first. */
export function HistoryTable({ history }: { history: LoyaltyEntry[] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h3" mb="sm">
        Points history
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">No points yet. Points arrive when an order or event is completed.</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Points history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th ta="right">Points</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatShortDate(e.createdAt)}</Table.Td>
                <Table.Td>
                  {e.reason}
                  {e.by ? ` (by ${e.by})` : ''}
                </Table.Td>
                <Table.Td ta="right" fw={700} c={e.points < 0 ? 'red.8' : 'sage.9'}>
                  {e.points > 0 ? `+${e.points}` : e.points}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
