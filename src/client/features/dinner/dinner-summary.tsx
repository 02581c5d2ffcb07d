import { ActionIcon, Affix, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';
import type { Estimate, EstimateBody } from '../../../common/orders/schema.ts';
import { api } from '../../lib/api.ts';
import { BillRows } from '../../ui/bill-rows.tsx';
import { orderKeys } from '../orders/query-keys.ts';
import { dishPriceCents } from './dish-card.tsx';

type Props = {
  dishes: MenuItem[];
  cart: Record<number, number>;
  onAdd: (id: number) => void;
  onRemove: (id: number) => void;
};

function totals(dishes: MenuItem[], cart: Record<number, number>) {
  const lines = dishes
    .filter((d) => (cart[d.id] ?? 0) > 0)
    .map((dish) => ({ dish, quantity: cart[dish.id]! }));
  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalCents: lines.reduce((sum, l) => sum + dishPriceCents(l.dish) * l.quantity, 0),
  };
}

/** On phones the summary sits below the dishes: a bar keeps the order in sight and jumps to it. */
export function OrderBar({ dishes, cart }: { dishes: MenuItem[]; cart: Record<number, number> }) {
  const { count, totalCents } = totals(dishes, cart);
  if (count === 0) return null;
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} hiddenFrom="md">
      <Button
        component="a"
        href="#dinner-order"
        fullWidth
        size="lg"
        radius="xl"
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        Your Order ({count} {count === 1 ? 'item' : 'items'}) · {formatCents(totalCents)}
      </Button>
    </Affix>
  );
}

/** 'Your Order (n items)': the chosen dishes and the total with two decimals. */
export function DinnerSummary({ dishes, cart, onAdd, onRemove }: Props) {
  const lines = dishes
    .filter((d) => (cart[d.id] ?? 0) > 0)
    .map((dish) => ({ dish, quantity: cart[dish.id]! }));
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const totalCents = lines.reduce((sum, l) => sum + dishPriceCents(l.dish) * l.quantity, 0);
  // The server's bill of the pickup, tax included, before the order is placed (issue 34 §2).
  const items = lines.map((l) => ({ menuItemId: l.dish.id, quantity: l.quantity }));
  const body: EstimateBody = { type: 'dinner', items, fulfilment: 'pickup' };
  const estimate = useQuery({
    queryKey: orderKeys.estimate(body),
    queryFn: () => api.post<Estimate>('/api/orders/estimate', body),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const bill = items.length > 0 && !estimate.isError ? (estimate.data?.bill ?? null) : null;

  return (
    <Paper withBorder radius="lg" p="md" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} fz={20}>
          Your Order ({count} {count === 1 ? 'item' : 'items'})
        </Title>
        {lines.length === 0 ? (
          <Text c="dimmed">Your cart is empty</Text>
        ) : (
          <Stack gap={8}>
            {lines.map(({ dish, quantity }) => (
              <Group key={dish.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} style={{ flex: 1 }}>
                  {dish.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {/* 44 px: the main actions of the order (WCAG 2.5.8 asks 24; a thumb needs more). */}
                  <ActionIcon
                    size="xl"
                    variant="default"
                    aria-label={`Remove one ${dish.name}`}
                    onClick={() => onRemove(dish.id)}
                  >
                    <IconMinus size={18} />
                  </ActionIcon>
                  <Text size="sm" w={22} ta="center">
                    {quantity}
                  </Text>
                  <ActionIcon
                    size="xl"
                    variant="default"
                    aria-label={`Add one ${dish.name}`}
                    onClick={() => onAdd(dish.id)}
                  >
                    <IconPlus size={18} />
                  </ActionIcon>
                </Group>
                <Text size="sm" fw={600} w={70} ta="right">
                  {formatCents(dishPriceCents(dish) * quantity)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        {bill ? (
          <BillRows bill={bill} />
        ) : (
          <Group justify="space-between">
            <Text fw={700}>Total (before tax)</Text>
            <Text fw={800} fz="lg">
              {formatCents(totalCents)}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
