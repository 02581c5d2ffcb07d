import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { PaymentGatewayName } from '../../../common/payments.ts';
import { TEST_CARDS } from '../../../common/payments.ts';

/** The test-card reference and the transaction details beside the card form. */
export function PaymentTestReference({ live, gateway }: { live: boolean; gateway: PaymentGatewayName }) {
  return (
    <Stack gap="md">
      {live ? (
        <Alert color="red" icon={<IconAlertTriangle />} title="This is a real charge">
          This test charges $1.00 to a real card on the live production merchant account.
        </Alert>
      ) : (
        <Alert color="blue" icon={<IconInfoCircle />} title="Simulated gateway">
          No real charge is made: the simulated gateway checks the card like a processor in test mode.
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md">
        <Title order={2} fz="lg" mb="xs">
          Test Cards
        </Title>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TEST_CARDS.map((card) => (
              <Table.Tr key={card.number}>
                <Table.Td ff="monospace" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                  {card.number}
                </Table.Td>
                <Table.Td>
                  {card.outcome}
                  <Text span size="xs" c="dimmed" display="block">
                    {card.brand}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Any future expiry date and any 3-digit CVV.
        </Text>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Title order={2} fz="lg" mb="xs">
          Transaction Details
        </Title>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>Amount</Table.Th>
              <Table.Td>$1.00</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Currency</Table.Th>
              <Table.Td>USD</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Td>Payment test</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Gateway</Table.Th>
              <Table.Td>{gateway === 'stripe' ? 'Stripe' : 'Simulated (test mode)'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
