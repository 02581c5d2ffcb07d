import { Stack, Text } from '@mantine/core';
import { foodCostLines } from './food-cost-text.ts';
import { useDishCosts } from './use-recipe.ts';

/**
 * A dish's food cost beside its price on the menu manager's card: "Food cost 28%" per size, red
 * over the owner's target, or why it is unknown. Every card reads the one GET /api/admin/dish-costs.
 */
export function DishFoodCost({ menuItemId }: { menuItemId: number }) {
  const costs = useDishCosts();
  const dish = costs.data?.dishes.find((d) => d.menuItemId === menuItemId);
  if (!dish) return null;
  return (
    <Stack gap={0} data-testid="dish-food-cost">
      {foodCostLines(dish).map((line) => (
        <Text
          key={line.size ?? 'dish'}
          size="xs"
          fw={line.over ? 700 : 500}
          c={
            line.over
              ? 'red.9'
              : dish.hasRecipe && dish.missingIngredients.length === 0
                ? 'dimmed'
                : 'ember.7'
          }
        >
          {line.size ? `${line.size}: ${line.text}` : line.text}
          {line.over && ' (over target)'}
        </Text>
      ))}
    </Stack>
  );
}
