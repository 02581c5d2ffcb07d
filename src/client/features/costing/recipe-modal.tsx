import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Ingredient, type Recipe, RecipeBodySchema } from '../../../common/costing/schema.ts';
import { UNIT_LABELS, unitsOfKind } from '../../../common/costing/units.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';
import { ApiError } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { DishCostSummary } from './dish-cost-summary.tsx';
import {
  bodyOf,
  type DraftLine,
  draftOf,
  lineErrors,
  newLine,
  savedCost,
  withIngredient,
} from './recipe-lines.ts';
import { useRecipeParam } from './recipe-param.ts';
import { useIngredients } from './use-ingredients.ts';
import { useRecipe, useSaveRecipe } from './use-recipe.ts';

const DEFAULT_HALF_PAN_FACTOR = 0.5;
const validateBody = zodValidate(RecipeBodySchema);

/** Sold in pans: its recipe is one full pan's, and a half pan takes a share of it. */
const soldInPans = (item: MenuItem) => item.prices.halfPanCents !== null || item.prices.fullPanCents !== null;

/**
 * The recipe of the dish named in the address (`?recipe=12`), over the menu manager: its lines, each
 * line's cost, the half pan's share, and the dish's food cost per size once saved.
 */
export function RecipeModalFromAddress({ items }: { items: MenuItem[] }) {
  const [id, close] = useRecipeParam();
  const item = items.find((i) => i.id === id) ?? null;
  // A phone gives the lines the whole screen (as the proposal editor does).
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item ? `Recipe: ${item.name}` : 'Recipe'}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {item && <RecipeEditor key={item.id} item={item} />}
    </Modal>
  );
}

function RecipeEditor({ item }: { item: MenuItem }) {
  const ingredients = useIngredients();
  const recipe = useRecipe(item.id);
  return (
    <QueryState query={recipe} loadingLabel="Loading the recipe" errorTitle="The recipe could not be loaded">
      {(saved) => (
        <QueryState
          query={ingredients}
          loadingLabel="Loading ingredients"
          errorTitle="The ingredients could not be loaded"
        >
          {({ ingredients: list }) =>
            list.length === 0 ? (
              <Stack gap="xs" align="flex-start">
                <Text>A recipe is written in your ingredients, and there are none yet.</Text>
                <Anchor component={Link} to="/admin/ingredients">
                  Add your ingredients first
                </Anchor>
              </Stack>
            ) : (
              <RecipeForm item={item} saved={saved} ingredients={list} />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

function RecipeForm({
  item,
  saved,
  ingredients,
}: {
  item: MenuItem;
  saved: Recipe | null;
  ingredients: Ingredient[];
}) {
  const save = useSaveRecipe(item.id);
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(saved));
  const [halfPanFactor, setHalfPanFactor] = useState<number | string>(
    saved?.halfPanFactor ?? DEFAULT_HALF_PAN_FACTOR,
  );
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const [savedOnce, setSavedOnce] = useState(false);
  const pans = saved ? saved.basis === 'pan' : soldInPans(item);
  // The saved recipe comes back from the server with each line's cost: the draft follows it.
  useEffect(() => {
    if (savedOnce && saved) setLines(draftOf(saved));
  }, [saved, savedOnce]);

  const byId = new Map(ingredients.map((i) => [String(i.id), i]));
  const chosen = new Set(lines.map((l) => l.ingredientId));
  const options = [...new Set(ingredients.map((i) => i.category))].sort().map((group) => ({
    group,
    items: ingredients
      .filter((i) => i.category === group)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((i) => ({ value: String(i.id), label: i.name })),
  }));

  const setLine = (key: string, change: (line: DraftLine) => DraftLine) => {
    setLines((all) => all.map((l) => (l.key === key ? change(l) : l)));
    setErrors((all) => {
      const next = new Map(all);
      next.delete(key);
      return next;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const factor = pans ? Number(halfPanFactor) : null;
    const body = bodyOf(lines, factor === null || Number.isNaN(factor) ? null : factor);
    // The sent lines (empty rows are left out), by their draft rows: reasons land on the right one.
    const sentKeys = lines
      .filter((l) => l.ingredientId !== null || l.quantity.trim() !== '')
      .map((l) => l.key);
    const show = (byIndex: Map<number, string>, rest: string[]) => {
      setErrors(new Map([...byIndex].map(([index, reason]) => [sentKeys[index]!, reason])));
      setGeneral(rest);
    };
    const local = validateBody(body);
    if (Object.keys(local).length > 0) {
      const { byLine, general: rest } = lineErrors(local, undefined, sentKeys.length);
      show(byLine, rest);
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        show(new Map(), []);
        setSavedOnce(true);
        notifySuccess('Recipe saved', `${item.name}'s food cost is worked out from it.`);
      },
      onError: (error) => {
        const apiError = error instanceof ApiError ? error : undefined;
        const { byLine, general: rest } = lineErrors(
          apiError?.fieldErrors ?? {},
          apiError?.serverMessage ?? 'The recipe could not be saved. Please try again.',
          sentKeys.length,
        );
        show(byLine, rest);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {pans
            ? 'What one full pan takes. A half pan takes the share set below.'
            : 'What one serving takes (one person, or one piece).'}
        </Text>
        {general.length > 0 && (
          <Alert color="red" title="The recipe was not saved" role="alert">
            {general.join(' ')}
          </Alert>
        )}
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recipe lines">
          {lines.map((line, index) => {
            const ingredient = line.ingredientId ? byId.get(line.ingredientId) : undefined;
            const cost = savedCost(line, saved);
            const error = errors.get(line.key);
            return (
              <Paper
                key={line.key}
                component="li"
                withBorder
                radius="md"
                p="xs"
                aria-label={`Line ${index + 1}${ingredient ? `: ${ingredient.name}` : ''}`}
                style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
              >
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    label="Ingredient"
                    placeholder="Search ingredients"
                    searchable
                    nothingFoundMessage="No such ingredient: add it on the Ingredients page"
                    data={options.map((g) => ({
                      ...g,
                      items: g.items.map((o) => ({
                        ...o,
                        disabled: o.value !== line.ingredientId && chosen.has(o.value),
                      })),
                    }))}
                    value={line.ingredientId}
                    onChange={(value) =>
                      setLine(line.key, (l) => withIngredient(l, value ? byId.get(value) : undefined))
                    }
                    style={{ flex: '1 1 220px' }}
                  />
                  <TextInput
                    label="Quantity"
                    inputMode="decimal"
                    value={line.quantity}
                    onChange={(e) => {
                      const quantity = e.currentTarget.value;
                      setLine(line.key, (l) => ({ ...l, quantity }));
                    }}
                    w={100}
                  />
                  <Select
                    label="Unit"
                    allowDeselect={false}
                    placeholder={ingredient ? undefined : 'Unit'}
                    disabled={!ingredient}
                    data={(ingredient ? unitsOfKind(ingredient.packUnit) : []).map((u) => ({
                      value: u,
                      label: UNIT_LABELS[u],
                    }))}
                    value={line.unit}
                    onChange={(value) =>
                      setLine(line.key, (l) => ({ ...l, unit: (value as DraftLine['unit']) ?? l.unit }))
                    }
                    w={100}
                  />
                  <Stack gap={0} w={90} pb={6}>
                    <Text size="xs" c="dimmed">
                      Line cost
                    </Text>
                    <Text size="sm" fw={700}>
                      {cost === undefined ? '—' : cost === null ? 'No price' : formatCents(cost)}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() =>
                      setLines((all) =>
                        all.length > 1 ? all.filter((l) => l.key !== line.key) : [newLine()],
                      )
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                {error && (
                  <Text size="sm" c="red" mt={4} role="alert">
                    {error}
                  </Text>
                )}
              </Paper>
            );
          })}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((all) => [...all, newLine()])}
            disabled={lines.length >= 60}
          >
            Add line
          </Button>
          {pans && (
            <NumberInput
              label="Half pan's share of a full pan"
              description="0.5 unless a half pan takes more."
              min={0.05}
              max={1}
              step={0.05}
              decimalScale={2}
              value={halfPanFactor}
              onChange={setHalfPanFactor}
              w={230}
            />
          )}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save recipe
          </Button>
        </Group>
        <DishCostSummary item={item} />
        <Text size="xs" c="dimmed">
          Line costs and the food cost are worked out from the saved recipe.
        </Text>
      </Stack>
    </form>
  );
}
