import { ActionIcon, Badge, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { type CartLine, isBelowMinimum } from '../../../common/cart/rules.ts';
import { MARKET_PRICE_TEXT } from '../../../common/menu/price-text.ts';
import { formatCents } from '../../../common/money.ts';

type Props = {
  line: CartLine;
  categoryLabel: string;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
};

/** One cart line: name, price, category, quantity controls and a remove button. */
export function CartLineRow({ line, categoryLabel, onQuantity, onRemove }: Props) {
  const short = isBelowMinimum(line);
  return (
    <Paper withBorder radius="md" p="sm" bg={short ? 'var(--mantine-color-orange-0)' : undefined}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Text fw={700}>{line.name}</Text>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {line.isMarketPrice ? MARKET_PRICE_TEXT : `${formatCents(Math.round(line.price * 100))} each`}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {categoryLabel}
            </Badge>
          </Group>
          {short && (
            <Text size="sm" c="orange.9" fw={600} role="status">
              <IconAlertTriangle size={14} style={{ verticalAlign: -2 }} aria-hidden /> Minimum order is{' '}
              {line.minOrder}
            </Text>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`One less ${line.name}`}
            onClick={() => onQuantity(line, line.quantity - 1)}
          >
            <IconMinus size={16} />
          </ActionIcon>
          <NumberInput
            aria-label={`Quantity of ${line.name}`}
            value={line.quantity}
            onChange={(value) => {
              const next = typeof value === 'number' ? value : Number.parseInt(value, 10);
              if (Number.isFinite(next)) onQuantity(line, next);
            }}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={64}
            styles={{ input: { textAlign: 'center' } }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`One more ${line.name}`}
            onClick={() => onQuantity(line, line.quantity + 1)}
          >
            <IconPlus size={16} />
          </ActionIcon>
          <Text fw={700} w={90} ta="right">
            {line.isMarketPrice ? 'Market price' : formatCents(Math.round(line.price * 100) * line.quantity)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${line.name}`}
            onClick={() => onRemove(line)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
