import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { priceShape } from '../../../common/menu/price-text.ts';
import { categoryLabel } from '../../../common/menu/text.ts';
import { findPackage, type Offer } from '../../../common/offer/text.ts';
import { useMenuCategories, useMenuItems } from '../menu/use-menu.ts';

/**
 * The dishes a package includes, chosen from the menu's active items of the package's eligible
 * categories (the offer says which), up to the number the package includes. Market-price dishes are
 * quoted on their own, so they are not offered here.
 */
export function DishPicker({
  offer,
  menuPackage,
  value,
  onChange,
  error,
  title = 'Choose your dishes',
}: {
  /** The client chooses; an admin revising a proposal sees 'Dishes'. */
  title?: string;
  offer: Offer;
  menuPackage: string;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | null;
}) {
  const items = useMenuItems();
  const categories = useMenuCategories();
  const pkg = findPackage(offer, menuPackage);
  if (!pkg) return null;
  const choices = (items.data ?? []).filter(
    (i) =>
      i.isActive && pkg.eligibleCategories.includes(i.category) && priceShape(i.prices).kind !== 'market',
  );
  const isFull = value.length >= pkg.dishCount;
  return (
    <Stack gap="xs" role="group" aria-labelledby="dish-picker-title">
      <Group justify="space-between" align="baseline">
        <Title order={3} fz="md" id="dish-picker-title">
          {title}
        </Title>
        <Text size="sm" fw={700} role="status" aria-live="polite">
          {value.length} of {pkg.dishCount} chosen
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {pkg.name} includes up to {pkg.dishCount} dishes from the menu.
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(next) => onChange(next.map(Number).slice(0, pkg.dishCount))}
      >
        {pkg.eligibleCategories.map((slug) => {
          const group = choices.filter((i) => i.category === slug);
          if (group.length === 0) return null;
          return (
            <Stack key={slug} gap={6}>
              <Text size="sm" fw={700} c="ember.8">
                {categoryLabel(categories.data, slug)}
              </Text>
              <Group gap={6}>
                {group.map((item) => (
                  <Chip
                    key={item.id}
                    value={String(item.id)}
                    size="sm"
                    disabled={isFull && !value.includes(item.id)}
                  >
                    {item.name}
                  </Chip>
                ))}
              </Group>
            </Stack>
          );
        })}
      </Chip.Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
