import { Stack, Text } from '@mantine/core';
import type { Costing } from '../../common/costing/schema.ts';
import { formatCents } from '../../common/money.ts';

const dishes = (n: number) => `${n} ${n === 1 ? 'dish' : 'dishes'}`;

/**
 * What an order or a proposal costs and earns, as the owner reads it (issue 37 §2): "Food cost $X ·
 * Margin $Y (Z%)", the revenue it is counted on, and the dishes left out of the food cost by name, so
 * an unknown cost never reads as a margin it does not have. Only admins' answers carry a costing.
 */
export function CostingLine({ costing, label = 'Costing' }: { costing: Costing; label?: string }) {
  const percent = costing.marginPercent === null ? '' : ` (${costing.marginPercent}%)`;
  const unknown = costing.unknownDishes;
  return (
    <Stack gap={2} aria-label={label} data-testid="costing">
      <Text size="sm" fw={600}>
        Food cost {formatCents(costing.foodCostCents)} · Margin {formatCents(costing.marginCents)}
        {percent}
      </Text>
      {unknown.length > 0 && (
        <Text size="sm" c="ember.7" data-testid="costing-unknown">
          cost unknown for {dishes(unknown.length)}: {unknown.join(', ')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {costing.laborCostCents > 0 ? `Labour ${formatCents(costing.laborCostCents)} · ` : ''}
        On revenue of {formatCents(costing.revenueCents)} (the bill less tax and gratuity)
      </Text>
    </Stack>
  );
}
