import { Group, Stack, Text } from '@mantine/core';
import { billRows } from '../../common/bill/text.ts';
import type { Bill } from '../../common/bill/types.ts';

/** Test ids the journeys (and people reading the DOM) find each part by; the total keeps its old id. */
const TEST_IDS = {
  subtotal: 'bill-subtotal',
  discount: 'discount-amount',
  serviceCharge: 'bill-service-charge',
  deliveryFee: 'bill-delivery-fee',
  tax: 'bill-tax',
  gratuity: 'bill-gratuity',
  total: 'order-total',
} as const;

/**
 * A bill as every page shows it: the rows of `billRows` (src/common/bill/text.ts), the total last and
 * larger. The same rows are in mails, the PDF and the CSV export.
 */
export function BillRows({ bill, discountLabel }: { bill: Bill; discountLabel?: string }) {
  return (
    <Stack gap={4} aria-label="Bill">
      {billRows(bill, discountLabel ? { discountLabel } : {}).map((row) => {
        const isTotal = row.part === 'total';
        const isSaving = row.part === 'discount';
        return (
          <Group key={row.part} justify="space-between" wrap="nowrap" mt={isTotal ? 6 : 0}>
            <Text
              fw={isTotal ? 700 : isSaving ? 600 : 400}
              fz={isTotal ? 'lg' : 'sm'}
              c={isSaving ? 'sage.9' : undefined}
            >
              {row.label}
            </Text>
            <Text
              fw={isTotal ? 800 : 600}
              fz={isTotal ? 'xl' : 'sm'}
              c={isSaving ? 'sage.9' : undefined}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={TEST_IDS[row.part]}
            >
              {row.text}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
