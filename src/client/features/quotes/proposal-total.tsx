import { Text } from '@mantine/core';
import { formatMoney } from '../../../common/money.ts';
import { depositAmount, type Quote, quoteBillRows } from '../../../common/quotes/schema.ts';
import { totalText } from './proposal-card.tsx';

/**
 * A proposal's total, its bill rows and the deposit that confirms it: the portal's and the link's. A
 * proposal billed to a house account (issue 39) is invoiced whole: no deposit.
 */
export function ProposalTotal({
  quote,
  billedToAccount = false,
}: {
  quote: Quote;
  billedToAccount?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        Total
      </Text>
      <Text fz={32} fw={700} lh={1.1}>
        {totalText(quote)}
      </Text>
      {quoteBillRows(quote).map((row) => (
        <Text key={row.label} size="sm" c={row.label === 'Subtotal' ? 'dimmed' : 'sage.9'} fw={600}>
          {row.label}: {row.text}
        </Text>
      ))}
      {quote.discountCode && quote.totalAmount === null && (
        <Text size="sm" c="sage.9" fw={600}>
          Discount code {quote.discountCode} applies when the proposal is priced
        </Text>
      )}
      {quote.totalAmount && !billedToAccount && (
        <Text size="sm" c="dimmed">
          50% deposit to confirm: {formatMoney(depositAmount(quote.totalAmount))}
        </Text>
      )}
      {billedToAccount && (
        <Text size="sm" c="dimmed">
          Billed to the account: invoiced whole, no deposit
        </Text>
      )}
    </div>
  );
}
