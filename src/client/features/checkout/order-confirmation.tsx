import {
  Anchor,
  Box,
  Button,
  CloseButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney, toCents } from '../../../common/money.ts';
import { telHref } from '../../../common/offer/text.ts';
import { confirmationNextStep } from '../../../common/orders/confirmation.ts';
import { orderDiscountLabel, type PlacedOrder } from '../../../common/orders/schema.ts';
import { fulfilmentText } from '../../../common/orders/time-windows.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { BillRows } from '../../ui/bill-rows.tsx';

/**
 * What a customer sees after Place Order, besides the spec's toast: the order number, what was
 * ordered, what happens next and where to find the order again.
 */
export function OrderConfirmation({
  order,
  onClose,
  nextStep,
}: {
  order: PlacedOrder;
  onClose: () => void;
  /** What happens next, when it is not the business's call (a dinner pickup). */
  nextStep?: string;
}) {
  const { user } = useSession();
  const business = useBusiness();
  const tel = telHref(business.phone);
  // Arriving from checkout (scrolled down), the confirmation is the first thing in sight.
  const ref = useRef<HTMLDivElement>(null);
  // Braces: Chromium's scrollIntoView now returns a promise, which React would call as a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Paper
      ref={ref}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      role="region"
      aria-labelledby="order-confirmation-title"
      bg="var(--mantine-color-sage-0)"
      // Below a toast's band too (docs/decisions/0097): the order's toast shows as it scrolls here.
      style={{ scrollMarginTop: 'calc(84px + var(--toast-room, 0px))' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="sage" size={40} radius="xl" variant="light">
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="h3" id="order-confirmation-title">
              Thank you! Order {order.orderNumber} received
            </Title>
            <Text size="sm" c="dimmed">
              For {order.customerName}
            </Text>
          </Stack>
        </Group>
        <CloseButton aria-label="Close the order confirmation" onClick={onClose} />
      </Group>
      {order.type !== 'dinner' && order.fulfilment && (
        <Text size="sm" mt="sm" fw={600}>
          {fulfilmentText(order)}
        </Text>
      )}
      <List size="sm" mt="md" spacing={4}>
        {order.items.map((line) => (
          <List.Item key={line.id}>
            {line.quantity} × {line.name}
            {line.isMarketPrice ? ' · market price' : ` · ${formatMoney(line.lineTotal)}`}
          </List.Item>
        ))}
      </List>
      <Box mt="sm" maw={420}>
        <BillRows bill={order.bill} discountLabel={orderDiscountLabel(order)} />
      </Box>
      {order.hasMarketPriceItems && (
        <Text size="sm" c="dimmed">
          Plus market-price items, priced when we confirm your order.
        </Text>
      )}
      {toCents(order.amountPaid) > 0 && (
        <Text mt="sm" fw={700} c="sage.8">
          Paid online: {formatMoney(order.amountPaid)} (tax included). A receipt is on its way.
        </Text>
      )}
      <Text mt="sm">
        <strong>What happens next:</strong> {nextStep ?? confirmationNextStep(order, business.offer)}{' '}
        Questions?{' '}
        <Anchor href={tel} style={{ whiteSpace: 'nowrap' }}>
          {business.phone}
        </Anchor>
      </Text>
      <Group mt="md" gap="sm">
        <Button component={Link} to={order.trackingPath} variant={user ? 'light' : 'filled'}>
          Track this order
        </Button>
        {user ? (
          <Button component={Link} to="/orders" variant="filled">
            View your orders
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {order.email ? `A confirmation is on its way to ${order.email}. ` : ''}
            <Anchor component={Link} to="/signup">
              Create an account
            </Anchor>{' '}
            with that email to follow your orders online.
          </Text>
        )}
      </Group>
    </Paper>
  );
}
