import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCategoryPlus, IconPlus, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { categoryLabel } from '../../../common/menu/text.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { DishesOverTarget } from '../costing/dishes-over-target.tsx';
import { RecipeModalFromAddress } from '../costing/recipe-modal.tsx';
import { useMenuCategories, useMenuItems } from '../menu/use-menu.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { DishPhotosModal } from './dish-photos-modal.tsx';
import { ManagerItemCard } from './manager-item-card.tsx';
import {
  type FormTexts,
  MANAGER_TEXTS,
  MenuItemFormModal,
  SIMPLE_EDITOR_TEXTS,
} from './menu-item-form-modal.tsx';
import { MenuStats } from './menu-stats.tsx';
import { useDeleteMenuItem } from './use-menu-admin.ts';

/** The words of one path's editor: its title and its toasts (spec 2 gives each editor its own). */
type EditorTexts = {
  title: string;
  form: FormTexts;
  deleted: (name: string) => [title: string, message: string];
  deleteFailed: [title: string, message: string];
};

const MANAGER: EditorTexts = {
  title: 'Menu Manager',
  form: MANAGER_TEXTS,
  deleted: (name) => ['Menu Item Deleted', `${name} has been removed from the menu.`],
  deleteFailed: ['Error', 'Failed to delete menu item.'],
};

const SIMPLE_EDITOR: EditorTexts = {
  title: 'Simple Menu Editor',
  form: SIMPLE_EDITOR_TEXTS,
  deleted: (name) => ['Menu item deleted successfully!', `${name} has been removed from the menu.`],
  deleteFailed: ['Error', 'Failed to delete menu item'],
};

/**
 * The one menu manager (DESIGN decision 1), opened by /menu-manager, /enhanced-menu-editor and
 * /dashboard/menu-manager; admins only (the route guard).
 */
export function MenuManagerPage() {
  return <MenuEditor texts={MANAGER} />;
}

/** /simple-menu-editor: the same tool with the simple editor's title, check and toasts (spec 2 §2.6). */
export function SimpleMenuEditorPage() {
  return <MenuEditor texts={SIMPLE_EDITOR} />;
}

function MenuEditor({ texts }: { texts: EditorTexts }) {
  const items = useMenuItems();
  const categories = useMenuCategories();
  const deleteItem = useDeleteMenuItem();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ item: MenuItem | null } | null>(null);
  const [isAddingCategory, setAddingCategory] = useState(false);
  // By id: the photos dialog follows the list as it refreshes after each change.
  const [photosOf, setPhotosOf] = useState<number | null>(null);

  const all = items.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (i) =>
      (!category || i.category === category) &&
      (!needle || `${i.name} ${i.description} ${i.price}`.toLowerCase().includes(needle)),
  );

  const confirmDelete = (item: MenuItem) =>
    modals.openConfirmModal({
      title: `Delete ${item.name}?`,
      children: <Text size="sm">Are you sure you want to delete this menu item?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteItem.mutate(item.id, {
          onSuccess: () => notifySuccess(...texts.deleted(item.name)),
          onError: () => notifyError(...texts.deleteFailed),
        }),
    });

  return (
    <Stack gap="lg" maw={1280}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {texts.title}
          </Title>
          <Text c="dimmed">Manage your menu items easily</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCategoryPlus size={18} />}
            onClick={() => setAddingCategory(true)}
          >
            Add Category
          </Button>
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ item: null })}
            disabled={!categories.data}
          >
            Add Menu Item
          </Button>
        </Group>
      </Group>

      <DishesOverTarget />

      <MenuStats items={all} />

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Search by name, description or price"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          value={category}
          onChange={setCategory}
          data={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.label }))}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>

      <QueryState
        query={items}
        loadingLabel="Loading menu items"
        errorTitle="The menu could not be loaded"
        skeletons={{ count: 3, height: 200 }}
      >
        {() =>
          shown.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack align="center" gap="xs">
                <IconToolsKitchen2 size={44} stroke={1.4} color="var(--mantine-color-ember-6)" aria-hidden />
                <Title order={2} fz={22}>
                  No menu items found
                </Title>
                {all.length === 0 ? (
                  <>
                    <Text c="dimmed">Add your first menu item to get started</Text>
                    <Button onClick={() => setDialog({ item: null })}>Add First Item</Button>
                  </>
                ) : (
                  <Text c="dimmed">Try another search or category.</Text>
                )}
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
              {shown.map((item) => (
                <ManagerItemCard
                  key={item.id}
                  item={item}
                  categoryLabel={categoryLabel(categories.data, item.category)}
                  onEdit={(i) => setDialog({ item: i })}
                  onDelete={confirmDelete}
                  onPhotos={(i) => setPhotosOf(i.id)}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>

      <CategoryDialog opened={isAddingCategory} onClose={() => setAddingCategory(false)} />
      {categories.data && (
        <MenuItemFormModal
          opened={dialog !== null}
          item={dialog?.item ?? null}
          categories={categories.data}
          texts={texts.form}
          onClose={() => setDialog(null)}
        />
      )}
      <DishPhotosModal item={all.find((i) => i.id === photosOf) ?? null} onClose={() => setPhotosOf(null)} />
      <RecipeModalFromAddress items={all} />
    </Stack>
  );
}
