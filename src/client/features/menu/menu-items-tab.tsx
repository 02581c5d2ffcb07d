import { Alert, Button, Chip, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { PanSize } from '../../../common/menu/price-text.ts';
import type { MenuCategory, MenuItem } from '../../../common/menu/schema.ts';
import { categoryLabel } from '../../../common/menu/text.ts';
import { MenuCardIcons, MenuItemCard } from './menu-item-card.tsx';
import classes from './menu-layout.module.css';

type Props = {
  items: UseQueryResult<MenuItem[]>;
  categories: MenuCategory[] | undefined;
  isAdmin: boolean;
  onAdd: (item: MenuItem, panSize?: PanSize) => void;
  onEdit: (item: MenuItem) => void;
  onOpenPhoto: (item: MenuItem) => void;
};

/** The category filter (all + the catering categories) and the grid of item cards. */
export function MenuItemsTab({ items, categories, isAdmin, onAdd, onEdit, onOpenPhoto }: Props) {
  const [category, setCategory] = useState('all');
  const catering = (categories ?? []).filter((c) => c.kind === 'catering');
  const cateringSlugs = new Set(catering.map((c) => c.slug));
  const shown = (items.data ?? []).filter(
    (i) => cateringSlugs.has(i.category) && (category === 'all' || i.category === category),
  );

  return (
    <Stack gap="lg">
      <Chip.Group value={category} onChange={(v) => setCategory(v as string)}>
        <div className={classes.chips}>
          <Group gap="xs" role="radiogroup" aria-label="Category">
            <Chip value="all" variant="light">
              All
            </Chip>
            {catering.map((c) => (
              <Chip key={c.slug} value={c.slug} variant="light">
                {c.label}
              </Chip>
            ))}
          </Group>
        </div>
      </Chip.Group>

      {items.isPending && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          aria-busy="true"
          aria-label="Loading the menu"
        >
          {['a', 'b', 'c', 'd', 'e', 'f'].slice(0, 6).map((key) => (
            <Skeleton key={key} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {items.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="The menu could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void items.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}

      {items.isSuccess && shown.length === 0 && (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>No dishes in this category right now.</Text>
          <Text c="dimmed" size="sm">
            Try another category, or call us: we are happy to cook something special.
          </Text>
        </Paper>
      )}

      {shown.length > 0 && <MenuCardIcons />}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((item) => (
            <MenuItemCard
              key={item.id}
              item={item}
              categoryLabel={categoryLabel(categories, item.category)}
              isAdmin={isAdmin}
              onAdd={onAdd}
              onEdit={onEdit}
              onOpenPhoto={onOpenPhoto}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
