import { Alert, Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../common/business-time.ts';
import { errorText } from '../../lib/api.ts';
import stacked from '../../ui/stacked-table.module.css';
import { useSmsOutbox } from './texts-api.ts';

const STATUS_COLOR: Record<string, string> = {
  sent: 'green',
  delivered: 'green',
  scheduled: 'yellow',
  failed: 'red',
};

/** The texts sent (or, on the simulated gateway, stored): the owner's proof of what each client got. */
export function SmsOutboxPanel() {
  const outbox = useSmsOutbox();
  return (
    <Stack gap="sm" component="section" aria-labelledby="texts-title">
      <Title order={2} fz="xl" id="texts-title">
        Texts
      </Title>
      {outbox.isPending ? (
        <Skeleton h={120} />
      ) : outbox.isError ? (
        <Alert color="red">{errorText(outbox.error, 'The texts could not be loaded')}</Alert>
      ) : outbox.data.items.length === 0 ? (
        <Text c="dimmed">No texts yet.</Text>
      ) : (
        // On a phone each text is a card with its column names (the table scrolled sideways and hid
        // the status and time at 375 px).
        <Table striped verticalSpacing="xs" className={stacked.table} aria-label="Texts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>To</Table.Th>
              <Table.Th>Text</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outbox.data.items.map((t) => (
              <Table.Tr key={`${t.createdAt}-${t.to}-${t.body}`}>
                <Table.Td data-label="To" style={{ whiteSpace: 'nowrap' }}>
                  {t.to}
                </Table.Td>
                {/* A sentence reads from the left, beside its label on a phone too. */}
                <Table.Td data-label="Text" ta="left">
                  {t.body}
                </Table.Td>
                <Table.Td data-label="Status" style={{ whiteSpace: 'nowrap' }}>
                  {/* The whole word: a table squeezes a badge to its ellipsis otherwise. */}
                  <Badge color={STATUS_COLOR[t.status] ?? 'gray'} variant="light" miw="max-content">
                    {t.status}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Time" style={{ whiteSpace: 'nowrap' }}>
                  {t.status === 'scheduled' && t.sendAt
                    ? `Sends ${formatDateTime(t.sendAt)}`
                    : formatDateTime(t.createdAt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
