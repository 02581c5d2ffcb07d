import { Alert, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PaymentInstructions,
  PaymentInstructionsSchema,
  type PaymentOptions,
  TEST_MODE_TEXT,
} from '../../../common/payments.ts';
import { ApiError, api, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { paymentKeys } from '../payments/query-keys.ts';
import { settingsKeys } from './query-keys.ts';

const INSTRUCTIONS_URL = '/api/settings/payment-instructions';

/** What the server's configuration makes of card payments (decision 0057), in the owner's words. */
function gatewayText(options: PaymentOptions | undefined): string {
  if (!options) return '';
  if (options.gateway === 'stripe') return 'Clients pay deposits and balances by card through Stripe.';
  if (options.gateway === 'simulated') {
    return `Card payments run in test mode (${TEST_MODE_TEXT}); production never uses it.`;
  }
  return 'Online card payment is off (no Stripe keys): clients see the instructions below instead of Pay buttons.';
}

function InstructionsForm({ initial }: { initial: PaymentInstructions }) {
  const queryClient = useQueryClient();
  const form = useForm<PaymentInstructions>({
    initialValues: initial,
    validate: zodValidate(PaymentInstructionsSchema),
  });
  const save = useMutation({
    mutationFn: (values: PaymentInstructions) => api.put<PaymentInstructions>(INSTRUCTIONS_URL, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.paymentInstructions, saved);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.options });
      form.resetDirty(saved);
      notifySuccess('Settings Saved', 'Proposals and mails now give these payment instructions.');
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      notifyError('Save Failed', errorText(error, 'The instructions could not be saved. Please try again.'));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Textarea
          label="Pay by check"
          description="Who checks are made out to and where to mail or bring them"
          placeholder="Payable to Hearth & Table Catering LLC, mailed to 123 Main St, Philadelphia, PA 19103"
          autosize
          minRows={2}
          {...form.getInputProps('check')}
        />
        <Textarea
          label="Pay by bank transfer"
          description="Shown only to signed-in clients with a proposal, never on public pages"
          placeholder="Bank, account name, routing and account number; put the proposal number in the reference"
          autosize
          minRows={3}
          {...form.getInputProps('bankTransfer')}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save payment instructions
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Business settings, Payments tab: how card payments run, and how clients pay without a card. */
export function PaymentInstructionsPanel() {
  const instructions = useQuery({
    queryKey: settingsKeys.paymentInstructions,
    queryFn: () => api.get<PaymentInstructions>(INSTRUCTIONS_URL),
  });
  const options = useQuery({
    queryKey: paymentKeys.options,
    queryFn: () => api.get<PaymentOptions>('/api/payments/options'),
  });
  return (
    <Stack gap="md" maw={760}>
      {options.data && (
        <Alert color={options.data.online ? 'blue' : 'yellow'} variant="light" title="Card payments">
          {gatewayText(options.data)}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Proposals, their PDF and the payment mails tell clients how to pay by check or bank transfer with what
        you write here. Left empty, they ask clients to call or write to you.
      </Text>
      {instructions.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : instructions.isError ? (
        <Alert color="red" title="Could not load the payment instructions">
          {errorText(instructions.error, 'Please reload the page.')}
        </Alert>
      ) : (
        <InstructionsForm initial={instructions.data} />
      )}
    </Stack>
  );
}
