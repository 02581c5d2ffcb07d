import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { nextStepText, type QuoteEstimate } from '../../../common/quotes/estimate.ts';
import { BillRows } from '../../ui/bill-rows.tsx';

/**
 * The request's whole bill as the server estimates it (subtotal, service charge, delivery by the
 * venue's ZIP, tax, total) and, for the client, what sending it will do: an instant proposal, or the
 * owner's review first.
 */
export function QuoteEstimateBill({
  estimate,
  withNextStep = true,
  note,
}: {
  estimate: QuoteEstimate | null;
  withNextStep?: boolean;
  /** Shown under the bill: what is not in it yet (a ZIP to enter…). */
  note?: string | undefined;
}) {
  if (!estimate) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="quote-estimate">
      <Stack gap={6}>
        <Text fw={700}>Estimated total</Text>
        <BillRows bill={estimate.bill} />
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {withNextStep && (
          <Alert
            color={estimate.instantProposal ? 'sage' : 'blue'}
            icon={<IconInfoCircle />}
            p="xs"
            data-testid="quote-next-step"
          >
            {nextStepText(estimate.instantProposal)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
