import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSession } from '../../lib/use-session.ts';
import { SubscriptionCard } from './subscription-card.tsx';
import { SubscriptionForm } from './subscription-form.tsx';
import { useSubscriptions } from './use-subscriptions.ts';

/** /subscribe: set up recurring catering, then skip, pause, resume or cancel it. */
export function SubscribePage() {
  const { isAdmin } = useSession();
  const subs = useSubscriptions();
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
      <SubscriptionForm />
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
          <SubscriptionCard key={sub.id} sub={sub} showCustomer={isAdmin} />
        ))}
      </Stack>
    </Stack>
  );
}
