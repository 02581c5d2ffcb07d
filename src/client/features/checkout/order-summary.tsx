import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Bill } from '../../../common/bill/types.ts';
import { type CartLine, hasMarketPriceLines, isBelowMinimum } from '../../../common/cart/rules.ts';
import type { DiscountCheck } from '../../../common/discounts/schema.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import { useOffer } from '../../lib/use-business.ts';
import { BillRows } from '../../ui/bill-rows.tsx';

/** The order summary beside the checkout form: lines, count and total. */
export function OrderSummary({
  lines,
  totalCents,
  count,
  discount = null,
  discountField,
  bill = null,
  billNote,
}: {
  lines: CartLine[];
  totalCents: number;
  count: number;
  discount?: DiscountCheck | null;
  /** The 'Discount code' field, shown above the totals. */
  discountField?: ReactNode;
  /** The server's bill for the cart and the customer's choices, once it has answered. */
  bill?: Bill | null;
  /** Why there is no bill yet (a ZIP to enter…). */
  billNote?: string;
}) {
  const offer = useOffer();
  const discountCents = discount ? toCents(discount.discountAmount) : 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      pos={{ base: 'static', md: 'sticky' }}
      // Below a toast's band too, while one is shown (docs/decisions/0097).
      top="calc(88px + var(--toast-room, 0px))"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={22}>
            Order summary
          </Title>
          <Anchor component={Link} to="/menu?tab=cart" size="sm">
            Edit cart
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {count} {count === 1 ? 'item' : 'items'}
        </Text>
        <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((line) => (
            <li key={line.id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>
                    {line.quantity} × {line.name}
                  </Text>
                  {isBelowMinimum(line) && (
                    <Text size="xs" c="orange.9" fw={600}>
                      <IconAlertTriangle size={12} aria-hidden /> Minimum order is {line.minOrder}
                    </Text>
                  )}
                </div>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {line.isMarketPrice
                    ? 'Market price'
                    : formatCents(Math.round(line.price * 100) * line.quantity)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
        <Divider />
        {discountField}
        {bill ? (
          <BillRows
            bill={bill}
            {...(discount ? { discountLabel: `Discount (${discount.code}, ${discount.percent}%)` } : {})}
          />
        ) : (
          <>
            <Group justify="space-between">
              <Text fw={700}>Total (before tax)</Text>
              <Text fw={700} data-testid="bill-subtotal">
                {formatCents(totalCents - discountCents)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {billNote ?? 'Tax and delivery are added once you choose pickup or delivery.'}
            </Text>
          </>
        )}
        {hasMarketPriceLines(lines) && (
          <Text size="sm" c="dimmed">
            Market-price items are priced when we confirm your order.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Prices are per pan unless noted. We follow up {replyWithin(offer)}.
        </Text>
      </Stack>
    </Paper>
  );
}
