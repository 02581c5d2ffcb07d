import { Alert, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCurrencyDollar, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EventType, Quote } from '../../../common/quotes/schema.ts';
import { useSession } from '../../lib/use-session.ts';
import { AllProposals } from './all-proposals.tsx';
import { PricingQueue } from './pricing-queue.tsx';
import { ProposalDetails } from './proposal-details.tsx';
import { ProposalEditor } from './proposal-editor.tsx';
import { ProposalStats } from './proposal-stats.tsx';
import { QuoteWizard } from './quote-wizard.tsx';
import { RecentProposals } from './recent-proposals.tsx';
import { RescheduleModal } from './reschedule-modal.tsx';
import { UpcomingEvents } from './upcoming-events.tsx';
import { useProposalActions } from './use-proposal-actions.tsx';
import { useQuote, useQuoteList } from './use-quotes.ts';

type Tab = 'dashboard' | 'all' | 'details';

/** The client proposals dashboard; admins get the same screens over every quote, plus pricing. */
export function ProposalsPage() {
  const { isAdmin } = useSession();
  // Fetched anew on every visit: the admin dashboard's numbers link here, and the lists must show
  // the requests they counted, visitors' new ones included, not the lists as they were first loaded.
  // Each panel reads only its own page (decision 0112): never every proposal at once.
  const fresh = { fresh: true };
  const requests = useQuoteList(
    { status: 'requested', sort: 'oldest', pageSize: 100 },
    { ...fresh, enabled: isAdmin },
  );
  const recent = useQuoteList({ pageSize: 5 }, fresh);
  const upcoming = useQuoteList({ upcoming: 'true', pageSize: 100 }, fresh);
  const lists = isAdmin ? [requests, recent, upcoming] : [recent, upcoming];
  const actions = useProposalActions();
  const [params, setParams] = useSearchParams();
  const [wizard, setWizard] = useState<{ opened: boolean; eventType?: EventType }>({ opened: false });
  const [editing, setEditing] = useState<Quote | null>(null);
  const [rescheduling, setRescheduling] = useState<Quote | null>(null);

  const selectedId = Number(params.get('quote')) || null;
  const tab = (params.get('tab') as Tab | null) ?? (selectedId ? 'details' : 'dashboard');
  const chosen = useQuote(selectedId);
  const selected = selectedId ? (chosen.data ?? null) : null;
  const waiting = requests.data?.quotes ?? [];

  const showTab = (next: Tab, quote?: Quote) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      if (quote) updated.set('quote', String(quote.id));
      return updated;
    });
  const openDetails = (quote: Quote) => showTab('details', quote);

  // Opening the details of a sent proposal marks it viewed, once per proposal shown.
  const viewedOnce = useRef<number | null>(null);
  useEffect(() => {
    if (tab === 'details' && selected && viewedOnce.current !== selected.id) {
      viewedOnce.current = selected.id;
      actions.view(selected);
    }
  }, [tab, selected, actions]);

  // The queue comes oldest first from the server, so the next request is the oldest of all waiting.
  const nextRequest = waiting[0];
  const cta = isAdmin ? (
    nextRequest ? (
      <Button leftSection={<IconCurrencyDollar size={18} />} onClick={() => setEditing(nextRequest)}>
        Price the next request
      </Button>
    ) : (
      <Button variant="default" onClick={() => showTab('all')}>
        Revise a proposal
      </Button>
    )
  ) : (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setWizard({ opened: true })}>
      New Proposal
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Proposals
          </Title>
          <Text c="dimmed">
            {isAdmin
              ? 'Every quote request and proposal, ready to price and send.'
              : 'Your quotes and proposals in one place.'}
          </Text>
        </div>
        {cta}
      </Group>
      <ProposalStats />
      {lists.some((list) => list.isError) && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not load proposals">
          <Group justify="space-between">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button size="xs" variant="white" onClick={() => lists.forEach((list) => void list.refetch())}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => value && showTab(value as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dashboard">Dashboard</Tabs.Tab>
          <Tabs.Tab value="all">All Proposals</Tabs.Tab>
          <Tabs.Tab value="details">Proposal Details</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="lg">
          {lists.some((list) => list.isPending && !list.isError) ? (
            <Skeleton height={240} radius="lg" />
          ) : (
            <Stack gap="xl">
              {isAdmin && (
                <PricingQueue
                  quotes={waiting}
                  total={requests.data?.total ?? 0}
                  onPrice={setEditing}
                  onDetails={openDetails}
                />
              )}
              <RecentProposals quotes={recent.data?.quotes ?? []} onOpen={openDetails} action={cta} />
              <UpcomingEvents
                quotes={upcoming.data?.quotes ?? []}
                onOpen={openDetails}
                onBook={isAdmin ? undefined : (eventType) => setWizard({ opened: true, eventType })}
              />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="all" pt="lg">
          <AllProposals actions={actions} onDetails={openDetails} onEdit={setEditing} />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="lg">
          {selectedId && chosen.isPending ? (
            <Skeleton height={360} radius="lg" />
          ) : selected ? (
            <ProposalDetails
              quote={selected}
              actions={actions}
              onReschedule={setRescheduling}
              onEdit={setEditing}
            />
          ) : (
            <Stack align="center" py="xl" gap="xs">
              <Title order={2} fz="h3">
                No proposal selected
              </Title>
              <Text c="dimmed">Choose View Details on a proposal to see it here.</Text>
              <Button variant="light" onClick={() => showTab('all')}>
                See all proposals
              </Button>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <QuoteWizard
        opened={wizard.opened}
        initialEventType={wizard.eventType}
        onClose={() => setWizard({ opened: false })}
      />
      <ProposalEditor quote={editing} onClose={() => setEditing(null)} />
      <RescheduleModal quote={rescheduling} onClose={() => setRescheduling(null)} />
    </Stack>
  );
}
