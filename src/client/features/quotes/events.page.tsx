import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EventType } from '../../../common/quotes/schema.ts';
import { useSession } from '../../lib/use-session.ts';
import { QuoteWizard } from './quote-wizard.tsx';
import { UpcomingEvents } from './upcoming-events.tsx';
import { useQuoteList } from './use-quotes.ts';

/** /events: the confirmed events ahead, and tiles to book the next one. */
export function EventsPage() {
  const { isAdmin } = useSession();
  // The accepted events ahead only, soonest first (decision 0112), not every proposal ever made.
  const quotes = useQuoteList({ upcoming: 'true', pageSize: 100 });
  const navigate = useNavigate();
  const [wizard, setWizard] = useState<{ opened: boolean; eventType?: EventType }>({ opened: false });

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Events
        </Title>
        <Text c="dimmed">Confirmed events are the proposals you accepted.</Text>
      </div>
      {quotes.isPending && <Skeleton height={200} radius="lg" />}
      {quotes.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not load your events">
          <Group justify="space-between">
            <Text size="sm">Please try again.</Text>
            <Button size="xs" variant="white" onClick={() => void quotes.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {quotes.data && (
        <UpcomingEvents
          quotes={quotes.data.quotes}
          onOpen={(quote) => navigate(`/proposals?tab=details&quote=${quote.id}`)}
          onBook={isAdmin ? undefined : (eventType) => setWizard({ opened: true, eventType })}
        />
      )}
      <QuoteWizard
        opened={wizard.opened}
        initialEventType={wizard.eventType}
        onClose={() => setWizard({ opened: false })}
      />
    </Stack>
  );
}
