import { Autocomplete, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import {
  INGREDIENT_CATEGORIES,
  type Ingredient,
  IngredientBodySchema,
} from '../../../common/costing/schema.ts';
import { RECIPE_UNIT_LIST, type RecipeUnit, UNIT_LABELS } from '../../../common/costing/units.ts';
import { fromCents, isMoneyText, toCents } from '../../../common/money.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { PriceHistory } from './price-history.tsx';
import { useCreateIngredient, useUpdateIngredient } from './use-ingredients.ts';

/**
 * The form's fields carry the API's names, so a reason the server gives for `packPriceCents` lands
 * under the price input; that input holds dollars as typed ("20.00") and is sent as whole cents.
 */
type Values = {
  name: string;
  category: string;
  supplier: string;
  packSize: string;
  packUnit: RecipeUnit;
  packPriceCents: string;
};

const EMPTY: Values = {
  name: '',
  category: '',
  supplier: '',
  packSize: '',
  packUnit: 'lb',
  packPriceCents: '',
};
const UNIT_OPTIONS = RECIPE_UNIT_LIST.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));

function valuesOf(ingredient: Ingredient): Values {
  return {
    name: ingredient.name,
    category: ingredient.category,
    supplier: ingredient.supplier,
    packSize: String(ingredient.packSize),
    packUnit: ingredient.packUnit,
    packPriceCents: ingredient.packPriceCents === null ? '' : fromCents(ingredient.packPriceCents),
  };
}

/** The body the API takes; a price that is not an amount is left for the check to name. */
function bodyOf(values: Values) {
  const price = values.packPriceCents.trim().replace(/^\$/, '');
  return {
    ...values,
    packPriceCents: price === '' ? null : isMoneyText(price) ? toCents(price) : Number.NaN,
  };
}

const validateBody = zodValidate(IngredientBodySchema);

function validate(values: Values): Record<string, string> {
  const errors = validateBody(bodyOf(values));
  const price = values.packPriceCents.trim().replace(/^\$/, '');
  if (price !== '' && !isMoneyText(price)) errors.packPriceCents = 'Enter the pack price like 20.00';
  return errors;
}

/** Add or edit an ingredient; editing shows its price history below the form. */
export function IngredientModal({
  opened,
  editing,
  categories,
  onClose,
}: {
  opened: boolean;
  editing: Ingredient | null;
  /** The categories already in use, offered beside the usual ones. */
  categories: string[];
  onClose: () => void;
}) {
  const create = useCreateIngredient();
  const update = useUpdateIngredient();
  const form = useForm<Values>({ initialValues: EMPTY, validate });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset when the modal opens, not on each render
  useEffect(() => {
    if (!opened) return;
    const values = editing ? valuesOf(editing) : EMPTY;
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [opened, editing]);

  const submit = form.onSubmit((values) => {
    const body = IngredientBodySchema.parse(bodyOf(values));
    const done = {
      onSuccess: (saved: Ingredient) => {
        notifySuccess(editing ? 'Ingredient updated' : 'Ingredient added', saved.name);
        onClose();
      },
      onError: (error: Error) =>
        showSubmitError(error, {
          title: 'Ingredient not saved',
          fallback: 'The ingredient could not be saved. Please try again.',
          setErrors: form.setErrors,
        }),
    };
    if (editing) update.mutate({ id: editing.id, patch: body }, done);
    else create.mutate(body, done);
  }, focusFirstError);

  const categoryOptions = [...new Set([...INGREDIENT_CATEGORIES, ...categories])];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'Add ingredient'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" required maxLength={80} {...form.getInputProps('name')} />
              <Autocomplete
                label="Category"
                required
                data={categoryOptions}
                maxLength={40}
                {...form.getInputProps('category')}
              />
              <TextInput
                label="Supplier"
                maxLength={80}
                description="Where you buy it: the shopping list groups by supplier."
                {...form.getInputProps('supplier')}
              />
              <TextInput
                label="Pack price"
                leftSection="$"
                inputMode="decimal"
                description="Leave empty until you know it."
                {...form.getInputProps('packPriceCents')}
              />
              <TextInput
                label="Pack size"
                required
                inputMode="decimal"
                description="A 10 lb case is 10, in lb."
                {...form.getInputProps('packSize')}
              />
              <Select
                label="Pack unit"
                required
                allowDeselect={false}
                data={UNIT_OPTIONS}
                {...form.getInputProps('packUnit')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {editing ? 'Save ingredient' : 'Add ingredient'}
              </Button>
            </Group>
          </Stack>
        </form>
        {editing && <PriceHistory ingredientId={editing.id} />}
      </Stack>
    </Modal>
  );
}
