import { Alert, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Fulfilment } from '../../../common/bill/types.ts';
import { PhoneOrderCallerSchema } from '../../../common/orders/phone-orders.ts';
import type { Estimate, EstimateBody } from '../../../common/orders/schema.ts';
import { ApiError, api } from '../../lib/api.ts';
import { BillRows } from '../../ui/bill-rows.tsx';
import { orderKeys } from './query-keys.ts';

export type Caller = { firstName: string; lastName: string; email: string; phone: string };

const CALLER_LABELS: Record<keyof Caller, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
};

/**
 * The caller's details, each field's own problem under it (`errors` keyed 'customer.phone' …, as the
 * server names them). The email is optional: a caller without one is reached by phone, and no mail goes.
 */
export function CallerFields({
  caller,
  onChange,
  errors,
}: {
  caller: Caller;
  onChange: (caller: Caller) => void;
  errors: Record<string, string>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['firstName', 'lastName', 'email', 'phone'] as const).map((field) => (
        <TextInput
          key={field}
          withAsterisk={field !== 'email'}
          label={CALLER_LABELS[field]}
          description={field === 'email' ? 'Optional: without it, no mail is sent' : undefined}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          value={caller[field]}
          error={errors[`customer.${field}`]}
          onChange={(e) => onChange({ ...caller, [field]: e.currentTarget.value })}
        />
      ))}
    </SimpleGrid>
  );
}

/** The caller's details checked as the server will: each problem keyed by its field, or none. */
export function callerErrors(caller: Caller): Record<string, string> {
  const parsed = PhoneOrderCallerSchema.safeParse(caller);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = `customer.${String(issue.path[0])}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The running bill to read back to the caller: the server's own bill of these dishes and choices
 * (POST /api/orders/estimate, the computation an order is stored with), asked again as they change.
 */
export function RunningBill({
  items,
  fulfilment,
  deliveryZip,
}: {
  items: EstimateBody['items'];
  fulfilment: Fulfilment;
  deliveryZip: string;
}) {
  const zip = deliveryZip.trim();
  const zipReady = /^\d{5}$/.test(zip);
  const body: EstimateBody = {
    items,
    fulfilment,
    ...(fulfilment === 'delivery' ? { deliveryZip: zip } : {}),
  };
  const estimate = useQuery({
    queryKey: orderKeys.estimate(body),
    queryFn: () => api.post<Estimate>('/api/orders/estimate', body),
    enabled: items.length > 0 && (fulfilment === 'pickup' || zipReady),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  const problem =
    estimate.error instanceof ApiError
      ? (Object.values(estimate.error.fieldErrors)[0] ?? estimate.error.message)
      : null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Running bill">
      <Stack gap="xs">
        <Text fw={700}>Bill to read back</Text>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Add a dish to see the bill.
          </Text>
        ) : fulfilment === 'delivery' && !zipReady ? (
          <Text size="sm" c="dimmed">
            Enter the delivery ZIP to price the delivery and the tax.
          </Text>
        ) : problem ? (
          <Alert color="red" icon={<IconAlertCircle />} p="xs">
            {problem}
          </Alert>
        ) : estimate.data ? (
          <BillRows bill={estimate.data.bill} />
        ) : (
          <Text size="sm" c="dimmed">
            Pricing…
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
