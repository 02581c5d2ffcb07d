import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSession } from '../../lib/use-session.ts';
import { useServiceVisible } from '../../lib/use-switches.ts';
import { ServiceUnavailable } from '../switches/service-unavailable.tsx';
import { RecurringOrderCard } from './recurring-order-card.tsx';
import { RecurringOrderForm } from './recurring-order-form.tsx';
import { useRecurringOrders } from './use-recurring-orders.ts';

/**
 * /subscribe: set up recurring catering, then skip, pause, resume or cancel it. Switched off in the
 * Feature Manager, the page says so instead of offering the form; recurring orders already set up
 * still run, so they stay listed here to be paused or cancelled.
 */
export function SubscribePage() {
  const { isAdmin } = useSession();
  const on = useServiceVisible('recurringOrders');
  const subs = useRecurringOrders();
  const list = (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {isAdmin ? 'All recurring orders' : 'Your recurring orders'}
      </Title>
      {subs.isPending && <Skeleton height={160} radius="lg" />}
      {subs.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Recurring orders could not be loaded" />
      )}
      {subs.data?.length === 0 && <Text c="dimmed">No recurring orders yet.</Text>}
      {subs.data?.map((sub) => (
        <RecurringOrderCard key={sub.id} sub={sub} showCustomer={isAdmin} />
      ))}
    </Stack>
  );
  if (!on) {
    return (
      <Stack gap="lg" maw={960}>
        <ServiceUnavailable service="recurringOrders" />
        {subs.data && subs.data.length > 0 && list}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Recurring Orders
        </Title>
        <Text c="dimmed">
          Office lunches, weekly family meals, monthly meetings: choose the dishes once and we deliver on
          schedule.
        </Text>
      </div>
      <RecurringOrderForm />
      {list}
    </Stack>
  );
}
