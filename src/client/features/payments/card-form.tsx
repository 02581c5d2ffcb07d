import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { type Card, CardSchema, TEST_MODE_TEXT } from '../../../common/payments.ts';
import { focusFirstError } from '../../lib/form-errors.ts';
import { zodValidate } from '../../lib/zod-form.ts';

const EMPTY: Card = { number: '', exp_month: '', exp_year: '', cvv: '', name: '' };

/**
 * The card form of the simulated gateway: every field required, at most 19, 2, 4 and 4 characters.
 * The card goes to our server only with that gateway; nothing of it is kept in the browser. That
 * gateway never runs in production (decision 0057), and the form says it charges nothing.
 */
export function CardForm({
  submitLabel,
  processing,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  processing: boolean;
  onSubmit: (card: Card) => void;
  onCancel?: () => void;
}) {
  const form = useForm<Card>({ mode: 'controlled', initialValues: EMPTY, validate: zodValidate(CardSchema) });
  const filled = Object.values(form.values).every((v) => v.trim() !== '');
  return (
    <form noValidate onSubmit={form.onSubmit((card) => onSubmit(card), focusFirstError)}>
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconFlask size={18} />} title={TEST_MODE_TEXT}>
          Use a test card such as 4242 4242 4242 4242. Nothing is charged and no money moves.
        </Alert>
        <TextInput
          label="Cardholder Name"
          autoComplete="cc-name"
          withAsterisk
          maxLength={120}
          disabled={processing}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Card Number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="4242 4242 4242 4242"
          withAsterisk
          maxLength={19}
          disabled={processing}
          {...form.getInputProps('number')}
        />
        <SimpleGrid cols={3} spacing="sm">
          <TextInput
            label="Month"
            autoComplete="cc-exp-month"
            inputMode="numeric"
            placeholder="MM"
            withAsterisk
            maxLength={2}
            disabled={processing}
            {...form.getInputProps('exp_month')}
          />
          <TextInput
            label="Year"
            autoComplete="cc-exp-year"
            inputMode="numeric"
            placeholder="YYYY"
            withAsterisk
            maxLength={4}
            disabled={processing}
            {...form.getInputProps('exp_year')}
          />
          <TextInput
            label="CVV"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            withAsterisk
            maxLength={4}
            disabled={processing}
            {...form.getInputProps('cvv')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={processing}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            leftSection={<IconLock size={16} />}
            loading={processing}
            disabled={!filled || processing}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
