import { Anchor, Collapse, Group, List, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { percentText, worstPercent } from './food-cost-text.ts';
import { recipeHref } from './recipe-param.ts';
import { useDishCosts } from './use-recipe.ts';

/**
 * "Dishes over target" at the top of the menu manager: each dish whose food cost is over the owner's
 * target, highest first, linking to its recipe. Folded until opened, so the menu stays in view.
 */
export function DishesOverTarget() {
  const costs = useDishCosts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!costs.data) return null;
  const { targetPercent } = costs.data;
  const over = costs.data.dishes
    .filter((d) => d.overTarget)
    .map((d) => ({ ...d, worst: worstPercent(d) ?? 0 }))
    .sort((a, b) => b.worst - a.worst);
  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label="Dishes over target">
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        w="100%"
      >
        <Group gap="xs" wrap="nowrap">
          {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          <Text fw={700} c={over.length > 0 ? 'red.9' : undefined}>
            Dishes over target ({over.length})
          </Text>
          <Text size="sm" c="dimmed">
            food cost above {percentText(targetPercent)}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="xs" mt="xs">
          {over.length === 0 ? (
            <Text size="sm" c="dimmed">
              No dish with a full recipe costs more than {percentText(targetPercent)} of its price.
            </Text>
          ) : (
            <List spacing={4} size="sm">
              {over.map((dish) => (
                <List.Item key={dish.menuItemId}>
                  <Anchor component={Link} to={recipeHref(dish.menuItemId)} fw={700}>
                    {dish.name}
                  </Anchor>{' '}
                  <Text span size="sm" c="red.9">
                    Food cost {percentText(dish.worst)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
