import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { proposalInvitation } from '../../../common/offer/text.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { AttentionCards } from '../attention/attention-cards.tsx';
import { useThreads } from '../messages/use-messages.ts';
import { QuoteWizard } from '../quotes/quote-wizard.tsx';
import { RecentProposals } from '../quotes/recent-proposals.tsx';
import { useQuoteList } from '../quotes/use-quotes.ts';
import { LatestMessages } from './latest-messages.tsx';
import { NextSevenDays, useNextSevenDays } from './next-seven-days.tsx';
import { QuoteCounts } from './quote-counts.tsx';
import { ThisWeek, useWeekNumbers } from './this-week.tsx';

/** The portal home: recent proposals, a new proposal (or, for admins, the menu), messages and this week. */
export function DashboardPage() {
  const { user, isAdmin } = useSession();
  // The newest three only (decision 0112); This Week's numbers are counted by the server.
  const quotes = useQuoteList({ pageSize: 3 });
  const week = useWeekNumbers();
  const threads = useThreads();
  const navigate = useNavigate();
  const [wizardOpen, setWizardOpen] = useState(false);
  const offer = useOffer();
  const ahead = useNextSevenDays(isAdmin);
  if (!user) return null;

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Welcome, {user.fullName ?? user.username}
          </Title>
          <Badge size="lg" variant="light" color={isAdmin ? 'ember' : 'sage'}>
            {user.role}
          </Badge>
        </Group>
        <Text c="dimmed">
          Signed in as {user.username} · {user.email}
          {!user.emailVerified && ' · email not confirmed yet: open the link we mailed you'}
        </Text>
      </Stack>

      {isAdmin && <AttentionCards />}
      {isAdmin && <QuoteCounts />}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <QueryState
              query={quotes}
              loadingLabel="Loading your proposals"
              errorTitle="Could not load your proposals"
              compact
              placeholder={
                <>
                  <Skeleton h={28} w={220} radius="md" />
                  <Skeleton h={180} radius="lg" />
                </>
              }
            >
              {(data) => (
                <RecentProposals
                  quotes={data.quotes}
                  onOpen={(quote) => navigate(`/proposals?tab=details&quote=${quote.id}`)}
                  {...(isAdmin
                    ? { emptyText: 'No proposals yet. Quote requests from clients and visitors appear here.' }
                    : {})}
                />
              )}
            </QueryState>
            <Anchor component={Link} to="/proposals" size="sm" mt={-16}>
              See all proposals
            </Anchor>
            <LatestMessages threads={threads.data ?? []} loading={threads.isPending} isAdmin={isAdmin} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg" bg="var(--mantine-color-ember-0)">
              <ThemeIcon size={44} radius="xl" mb="sm" aria-hidden>
                {isAdmin ? <IconToolsKitchen2 size={24} /> : <IconPlus size={24} />}
              </ThemeIcon>
              <Title order={2} fz="h4">
                {isAdmin ? 'Menu' : 'New Proposal'}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {isAdmin ? 'Keep dishes, prices and photos up to date.' : proposalInvitation(offer)}
              </Text>
              {isAdmin ? (
                <Button component={Link} to="/dashboard/menu-manager" fullWidth>
                  Add/Edit Menu Item
                </Button>
              ) : (
                <Button onClick={() => setWizardOpen(true)} fullWidth>
                  New Proposal
                </Button>
              )}
            </Paper>
            <ThisWeek
              numbers={week}
              threads={threads.data ?? []}
              isAdmin={isAdmin}
              bookingsAhead={ahead.data?.days.reduce((sum, day) => sum + day.entries.length, 0)}
            />
            {isAdmin && <NextSevenDays />}
          </Stack>
        </Grid.Col>
      </Grid>
      <QuoteWizard opened={wizardOpen} onClose={() => setWizardOpen(false)} />
    </Stack>
  );
}
