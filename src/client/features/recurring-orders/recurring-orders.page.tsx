import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/use-session.ts';
import { useServiceVisible } from '../../lib/use-switches.ts';
import { QueryState } from '../../ui/query-state.tsx';
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
      <QueryState
        query={subs}
        loadingLabel="Loading recurring orders"
        errorTitle="Recurring orders could not be loaded"
        skeletons={{ count: 1, height: 160 }}
      >
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">No recurring orders yet.</Text>
          ) : (
            data.map((sub) => <RecurringOrderCard key={sub.id} sub={sub} showCustomer={isAdmin} />)
          )
        }
      </QueryState>
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
