import { Alert, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorText } from '../../lib/api.ts';
import { ReviewsPanel } from '../reviews/index.ts';
import { SmsOutboxPanel } from '../texts/index.ts';
import { AutomationCard } from './automation-card.tsx';
import { useAutomations, useRecentQuote } from './automations-api.ts';

/** The owner's follow-ups: what is sent when, in which words, and the texts that went out. */
export function AutomationsPage() {
  const automations = useAutomations();
  const quote = useRecentQuote();
  return (
    // No padding of its own on the sides: the portal's shell has it (as the other portal pages).
    <Container size="lg" py="md" px={0}>
      <Stack gap="md">
        <Title order={1}>Automations</Title>
        <Tabs defaultValue="automations" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="automations">Automations</Tabs.Tab>
            <Tabs.Tab value="texts">Texts</Tabs.Tab>
            <Tabs.Tab value="reviews">Reviews</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="automations" pt="md">
            {automations.isPending ? (
              <Skeleton h={240} />
            ) : automations.isError ? (
              <Alert color="red">{errorText(automations.error, 'The automations could not be loaded')}</Alert>
            ) : (
              <Stack gap="md">
                {!automations.data.textsEnabled ? (
                  <Alert
                    color="yellow"
                    icon={<IconInfoCircle />}
                    title="Texts are off"
                    // Mantine's yellow title on its tint is 2.7:1: a deeper ink of the hue.
                    styles={{ title: { color: '#854d0e' } }}
                  >
                    No text message is sent: the text gateway's keys are not set. Mail is sent as usual.
                  </Alert>
                ) : null}
                {automations.data.items.length === 0 ? (
                  <Text c="dimmed">No automation is set up.</Text>
                ) : (
                  automations.data.items.map((a) => (
                    <AutomationCard key={a.key} automation={a} quote={quote.data ?? null} />
                  ))
                )}
              </Stack>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="texts" pt="md">
            <SmsOutboxPanel />
          </Tabs.Panel>
          <Tabs.Panel value="reviews" pt="md">
            <ReviewsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
