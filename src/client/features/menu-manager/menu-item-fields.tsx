import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MenuPrices, pricesProblem } from '../../../common/menu/price-text.ts';
import {
  DIETARY_LABELS,
  DIETARY_TAGS,
  type DietaryTag,
  type MenuCategory,
  MenuItemInputSchema,
} from '../../../common/menu/schema.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { priceLabel } from '../menu/price-label.ts';
import { PhotoZone } from './photo-zone.tsx';
import { PriceFields } from './price-fields.tsx';

export type MenuItemFormValues = {
  name: string;
  category: string;
  prices: MenuPrices;
  description: string;
  servingSize: string;
  prepTime: string;
  minOrder: number;
  dietary: DietaryTag[];
  popular: boolean;
  isActive: boolean;
  imageUrl: string | null;
};
/**
 * The item form, checked by the same schema as the server's; the simple editor leaves the checks to its
 * own rule (hasNameAndPrice) and the server.
 */
export function useMenuItemForm(initialValues: MenuItemFormValues, checkEveryField = true) {
  return useForm<MenuItemFormValues>({
    mode: 'controlled',
    initialValues,
    validate: checkEveryField ? zodValidate(MenuItemInputSchema) : undefined,
  });
}

/** The simple editor's one check before saving: a name and a price. */
export function hasNameAndPrice(values: MenuItemFormValues): boolean {
  return values.name.trim() !== '' && pricesProblem(values.prices) === null;
}
type Form = ReturnType<typeof useMenuItemForm>;

export function BasicInfoFields({ form, categories }: { form: Form; categories: MenuCategory[] }) {
  const { prices } = form.values;
  return (
    <Stack gap="sm">
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <Select
        label="Category"
        withAsterisk
        allowDeselect={false}
        data={categories.map((c) => ({ value: c.slug, label: c.label }))}
        {...form.getInputProps('category')}
      />
      <PriceFields
        prices={prices}
        error={form.errors.prices as string | undefined}
        onChange={(next) => form.setFieldValue('prices', next)}
      />
      {pricesProblem(prices) === null && (
        <Text size="sm" c="dimmed">
          Customers will see: <strong>{priceLabel({ prices })}</strong>
        </Text>
      )}
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={5}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}

export function DetailsFields({ form }: { form: Form }) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Serving size"
        withAsterisk
        placeholder="Half pan serves 10-12"
        {...form.getInputProps('servingSize')}
      />
      <TextInput
        label="Prep time"
        withAsterisk
        placeholder="30 minutes"
        {...form.getInputProps('prepTime')}
      />
      <NumberInput
        label="Minimum order"
        withAsterisk
        description="The smallest quantity a customer can order"
        min={1}
        max={1000}
        allowDecimal={false}
        {...form.getInputProps('minOrder')}
      />
      <Checkbox.Group label="Dietary" {...form.getInputProps('dietary')}>
        <Group gap="md" mt={6}>
          {DIETARY_TAGS.map((tag) => (
            <Checkbox key={tag} value={tag} label={DIETARY_LABELS[tag]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

type SettingsProps = {
  form: Form;
  photoUrl: string | null;
  progress: number | null;
  onPhoto: (file: File) => void;
  onRemovePhoto: () => void;
};

export function SettingsFields({ form, photoUrl, progress, onPhoto, onRemovePhoto }: SettingsProps) {
  return (
    <Stack gap="md">
      <Switch
        label="Available"
        description="Shown to customers on the menu; off hides it"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <Switch
        label="Featured"
        description="Shows the Popular badge and the dish on the homepage"
        {...form.getInputProps('popular', { type: 'checkbox' })}
      />
      <div>
        <Text size="sm" fw={500} mb={6}>
          Photo
        </Text>
        <PhotoZone
          photoUrl={photoUrl}
          label="Menu item photo"
          onFile={onPhoto}
          onRemove={onRemovePhoto}
          progress={progress}
          height={200}
        />
      </div>
    </Stack>
  );
}
