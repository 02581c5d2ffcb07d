import { Stack, Table, Text, Title } from '@mantine/core';
import type { DishCost } from '../../../common/costing/schema.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { foodCostLines, percentText } from './food-cost-text.ts';
import { useDishCost } from './use-recipe.ts';

const SIZES = [
  ['half', 'Half Pan', 'halfPanCents'],
  ['full', 'Full Pan', 'fullPanCents'],
  ['perPerson', 'Per person', 'perPersonCents'],
  ['each', 'Each', 'eachCents'],
] as const;

/** The dish's food cost per size as the server works it out from the saved recipe (GET …/cost). */
export function DishCostSummary({ item }: { item: MenuItem }) {
  const cost = useDishCost(item.id);
  return (
    <Stack gap="xs" component="section" aria-label="Food cost">
      <Title order={3} fz="md">
        Food cost
      </Title>
      <QueryState
        query={cost}
        loadingLabel="Loading the food cost"
        errorTitle="The food cost could not be loaded"
        skeletons={{ count: 1, height: 60 }}
        compact
      >
        {(dish) => <CostTable item={item} dish={dish} />}
      </QueryState>
    </Stack>
  );
}

function CostTable({ item, dish }: { item: MenuItem; dish: DishCost }) {
  const known = dish.hasRecipe && dish.missingIngredients.length === 0;
  if (!known) {
    const [line] = foodCostLines(dish);
    return (
      <Text size="sm" c="ember.7">
        {line?.text}
        {dish.missingIngredients.length > 0 && ` (no price yet: ${dish.missingIngredients.join(', ')})`}
      </Text>
    );
  }
  const rows = SIZES.flatMap(([key, label, price]) => {
    const size = dish[key];
    return size ? [{ label, size, priceCents: item.prices[price] }] : [];
  });
  return (
    <Table withTableBorder={false} verticalSpacing={4} fz="sm" aria-label="Food cost per size">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Size</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Cost</Table.Th>
          <Table.Th ta="right">Food cost</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ label, size, priceCents }) => {
          const over = size.foodCostPercent !== null && size.foodCostPercent > dish.targetPercent;
          return (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{priceCents === null ? '—' : formatCents(priceCents)}</Table.Td>
              <Table.Td ta="right">{size.costCents === null ? '—' : formatCents(size.costCents)}</Table.Td>
              <Table.Td ta="right" c={over ? 'red.9' : undefined} fw={over ? 700 : undefined}>
                {size.foodCostPercent === null ? '—' : percentText(size.foodCostPercent)}
                {over && ` (over ${percentText(dish.targetPercent)})`}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
