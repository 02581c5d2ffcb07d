import { Button, Group, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconSearch, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Ingredient } from '../../../common/costing/schema.ts';
import { formatCents } from '../../../common/money.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import stacked from '../../ui/stacked-table.module.css';
import { packText, pricePerUnitText } from './food-cost-text.ts';
import { IngredientModal } from './ingredient-modal.tsx';
import { useDeleteIngredient, useIngredients } from './use-ingredients.ts';

/** The table's columns, named once for the header and each phone card's labels. */
const COLUMNS = ['Name', 'Supplier', 'Pack', 'Pack price', 'Price per unit', 'Used by', 'Actions'] as const;

const dishes = (n: number) => (n === 0 ? 'No dishes' : n === 1 ? '1 dish' : `${n} dishes`);

/** Ingredients by category, the categories in alphabetical order and each one's by name. */
function byCategory(ingredients: Ingredient[]): [string, Ingredient[]][] {
  const groups = new Map<string, Ingredient[]>();
  for (const ingredient of [...ingredients].sort((a, b) => a.name.localeCompare(b.name)))
    groups.set(ingredient.category, [...(groups.get(ingredient.category) ?? []), ingredient]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Ingredients (issue 37 §1): what the kitchen buys, in packs at a pack price. Recipes in the menu
 * manager are written in these, so a new price here reaches every dish's food cost at once.
 */
export function IngredientsPage() {
  const ingredients = useIngredients();
  const remove = useDeleteIngredient();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ editing: Ingredient | null } | null>(null);

  const all = ingredients.data?.ingredients ?? [];
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (i) => !needle || `${i.name} ${i.supplier} ${i.category}`.toLowerCase().includes(needle),
  );
  const categories = [...new Set(all.map((i) => i.category))];

  const confirmDelete = (ingredient: Ingredient) =>
    modals.openConfirmModal({
      title: `Delete ${ingredient.name}?`,
      children: <Text size="sm">It goes from the list and its price history with it.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(ingredient.id, {
          onSuccess: () => notifySuccess('Ingredient deleted', `${ingredient.name} has been removed.`),
          // A recipe still using it: the server names the dishes (409).
          onError: (error) =>
            notifyError(
              'Ingredient not deleted',
              errorText(error, 'The ingredient could not be deleted. Please try again.'),
            ),
        }),
    });

  return (
    <Stack gap="lg" maw={1280}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Ingredients
          </Title>
          <Text c="dimmed">
            What you buy and what you pay: every dish's food cost is worked out from these.
          </Text>
        </div>
        {all.length > 0 && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ editing: null })}>
            Add ingredient
          </Button>
        )}
      </Group>

      <QueryState
        query={ingredients}
        loadingLabel="Loading ingredients"
        errorTitle="The ingredients could not be loaded"
        skeletons={{ count: 3, height: 120 }}
      >
        {() =>
          all.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack align="center" gap="xs">
                <IconShoppingCart size={44} stroke={1.4} color="var(--mantine-color-ember-6)" aria-hidden />
                <Title order={2} fz={22}>
                  No ingredients yet
                </Title>
                <Text c="dimmed" maw={520}>
                  Start with what your best-selling dish uses most: its name, how you buy it (a 10 lb case)
                  and what the pack costs. Then write the dish's recipe in the Menu Manager.
                </Text>
                <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ editing: null })}>
                  Add your first ingredient
                </Button>
              </Stack>
            </Paper>
          ) : (
            <Stack gap="lg">
              <TextInput
                label="Search"
                placeholder="Search by name, supplier or category"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                maw={420}
              />
              {shown.length === 0 && <Text c="dimmed">No ingredient matches this search.</Text>}
              {byCategory(shown).map(([category, list]) => (
                <CategoryTable
                  key={category}
                  category={category}
                  ingredients={list}
                  onEdit={(editing) => setDialog({ editing })}
                  onDelete={confirmDelete}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>

      <IngredientModal
        opened={dialog !== null}
        // The list refreshes after a save: the modal shows the ingredient as it is now.
        editing={dialog?.editing ? (all.find((i) => i.id === dialog.editing!.id) ?? dialog.editing) : null}
        categories={categories}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

function CategoryTable({
  category,
  ingredients,
  onEdit,
  onDelete,
}: {
  category: string;
  ingredients: Ingredient[];
  onEdit: (ingredient: Ingredient) => void;
  onDelete: (ingredient: Ingredient) => void;
}) {
  const [name, supplier, pack, packPrice, perUnit, usedBy, actions] = COLUMNS;
  const headingId = `ingredients-${category.replace(/\W+/g, '-')}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} tt="capitalize">
        {category}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table
          verticalSpacing={6}
          striped
          highlightOnHover
          className={stacked.table}
          aria-labelledby={headingId}
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column}
                  ta={column === packPrice || column === perUnit ? 'right' : undefined}
                  w={column === name || column === supplier ? undefined : column === actions ? 190 : 120}
                >
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ingredients.map((ingredient) => {
              const perUnitText = pricePerUnitText(ingredient);
              return (
                <Table.Tr key={ingredient.id}>
                  <Table.Td data-label={name}>
                    <Text size="sm" fw={700}>
                      {ingredient.name}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={supplier}>
                    <Text size="sm">{ingredient.supplier || '—'}</Text>
                  </Table.Td>
                  <Table.Td data-label={pack}>
                    <Text size="sm">{packText(ingredient)}</Text>
                  </Table.Td>
                  <Table.Td data-label={packPrice} ta="right">
                    {ingredient.packPriceCents === null ? (
                      <Text size="sm" c="ember.7">
                        No price yet
                      </Text>
                    ) : (
                      <Text size="sm">{formatCents(ingredient.packPriceCents)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label={perUnit} ta="right">
                    <Text size="sm">{perUnitText ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td data-label={usedBy}>
                    {ingredient.usedBy.length > 0 ? (
                      <Tooltip label={ingredient.usedBy.map((d) => d.name).join(', ')} multiline maw={280}>
                        <Text size="sm" tabIndex={0}>
                          {dishes(ingredient.usedBy.length)}
                        </Text>
                      </Tooltip>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {dishes(0)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label={actions}>
                    <Group gap={6} wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconEdit size={14} />}
                        aria-label={`Edit ${ingredient.name}`}
                        onClick={() => onEdit(ingredient)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        aria-label={`Delete ${ingredient.name}`}
                        onClick={() => onDelete(ingredient)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
