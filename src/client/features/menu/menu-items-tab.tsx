import { Chip, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { PanSize } from '../../../common/menu/price-text.ts';
import type { MenuCategory, MenuItem } from '../../../common/menu/schema.ts';
import { categoryLabel } from '../../../common/menu/text.ts';
import { QueryState } from '../../ui/query-state.tsx';
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

      <QueryState
        query={items}
        loadingLabel="Loading the menu"
        errorTitle="The menu could not be loaded"
        placeholder={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Skeleton key={key} height={260} radius="lg" />
            ))}
          </SimpleGrid>
        }
      >
        {(data) => {
          const shown = data.filter(
            (i) => cateringSlugs.has(i.category) && (category === 'all' || i.category === category),
          );
          return shown.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Text fw={600}>No dishes in this category right now.</Text>
              <Text c="dimmed" size="sm">
                Try another category, or call us: we are happy to cook something special.
              </Text>
            </Paper>
          ) : (
            <>
              <MenuCardIcons />
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
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
