import {
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Switch,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import type { useForm } from '@mantine/form';
import { packageName } from '../../../common/offer/text.ts';
import { type Offer, SERVICE_CHARGE_TARGETS } from '../../../common/offer/types.ts';

type OfferFormApi = Pick<
  ReturnType<typeof useForm<Offer>>,
  'values' | 'errors' | 'getInputProps' | 'setFieldValue'
>;

/**
 * The offer's charges: sales tax, the service charge, delivery zones by ZIP code and gratuity
 * (docs/decisions/0065-the-bill.md). A change prices new bills only; placed orders and sent
 * proposals keep theirs.
 */
export function BillSettingsFields({ form }: { form: OfferFormApi }) {
  const targets = SERVICE_CHARGE_TARGETS.map((key) => ({
    value: key,
    label: key === 'orders' ? 'Menu orders (checkout)' : packageName(form.values, key),
  }));
  return (
    <>
      <Title order={3} fz="h4">
        Tax and service charge
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Sales tax"
          description="Percent; Philadelphia: 6% Pennsylvania + 2% city"
          suffix="%"
          min={0}
          max={25}
          decimalScale={3}
          {...form.getInputProps('taxRate')}
        />
        <NumberInput
          label="Service charge rate"
          suffix="%"
          min={0}
          max={50}
          decimalScale={3}
          {...form.getInputProps('serviceCharge.rate')}
        />
        <TextInput label="Service charge label" {...form.getInputProps('serviceCharge.label')} />
      </SimpleGrid>
      <MultiSelect
        label="Service charge applies to"
        data={targets}
        {...form.getInputProps('serviceCharge.appliesTo')}
      />

      <Title order={3} fz="h4">
        Delivery
      </Title>
      <Group grow align="flex-end">
        <TextInput label="Service area" {...form.getInputProps('delivery.area')} />
        <Switch
          label="Customers may pick up their order"
          {...form.getInputProps('delivery.pickup', { type: 'checkbox' })}
        />
      </Group>
      <TagsInput
        label="Pickup and delivery time windows"
        description="Checkout offers these, on the business clock, as 10:00-12:00; none: the time is agreed when you call"
        splitChars={[',', ' ']}
        clearable
        {...form.getInputProps('delivery.windows')}
      />
      {form.values.delivery.zones.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: zones have no identity besides their position
        <SimpleGrid key={i} cols={{ base: 1, sm: 3 }}>
          <TextInput label={`Zone ${i + 1}`} {...form.getInputProps(`delivery.zones.${i}.name`)} />
          <TextInput
            label="Delivery fee"
            leftSection="$"
            {...form.getInputProps(`delivery.zones.${i}.fee`)}
          />
          <TagsInput
            label="ZIP codes"
            splitChars={[',', ' ']}
            clearable
            {...form.getInputProps(`delivery.zones.${i}.zipCodes`)}
          />
        </SimpleGrid>
      ))}

      <Title order={3} fz="h4">
        Paying for orders
      </Title>
      <SegmentedControl
        aria-label="How checkout orders are paid"
        value={form.values.orderPayment}
        onChange={(value) => form.setFieldValue('orderPayment', value as Offer['orderPayment'])}
        data={[
          { value: 'confirmation', label: 'On confirmation' },
          { value: 'checkout', label: 'Online at checkout' },
        ]}
      />

      <Title order={3} fz="h4">
        Gratuity on orders
      </Title>
      <Group grow align="flex-end">
        <Switch
          label="Customers may add a gratuity at checkout"
          {...form.getInputProps('gratuity.enabled', { type: 'checkbox' })}
        />
        <TagsInput
          label="Gratuity choices (%)"
          splitChars={[',', ' ']}
          value={form.values.gratuity.choices.map(String)}
          onChange={(values) =>
            form.setFieldValue(
              'gratuity.choices',
              values.map(Number).filter((n) => Number.isInteger(n)),
            )
          }
          error={form.errors['gratuity.choices']}
        />
      </Group>
    </>
  );
}
