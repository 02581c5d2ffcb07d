import { Alert, Card, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorText } from '../../lib/api.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { ReviewsPanel } from '../reviews/index.ts';
import { SmsOutboxPanel } from '../texts/index.ts';
import { AutomationCard } from './automation-card.tsx';
import { type Automation, useAutomations, useRecentQuote } from './automations-api.ts';
import { previewText } from './preview.ts';

/** What one automation's texts read like on the newest proposal. */
function Preview({ automations }: { automations: Automation[] }) {
  const quote = useRecentQuote();
  const business = useBusiness();
  if (quote.isPending) return <Skeleton h={80} />;
  if (!quote.data) return <Text c="dimmed">The preview appears once there is a proposal.</Text>;
  const record = quote.data;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="preview-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="preview-title">
          Preview on {record.proposalNumber} ({record.contactName ?? record.clientName})
        </Title>
        {automations.map((a) => (
          <Stack key={a.key} gap={2}>
            <Text fw={600} size="sm">
              {a.label ?? a.key}
            </Text>
            {a.mailSubject ? (
              <Text size="sm">{previewText(a.mailSubject, record, business.name)}</Text>
            ) : null}
            {a.smsBody ? (
              <Text size="sm" c="dimmed">
                Text: {previewText(a.smsBody, record, business.name)}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** The owner's follow-ups: what is sent when, in which words, and the texts that went out. */
export function AutomationsPage() {
  const automations = useAutomations();
  return (
    <Container size="lg" py="md">
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
                {automations.data.textsOff ? (
                  <Alert color="yellow" icon={<IconInfoCircle />} title="Texts are off">
                    No text message is sent: the text gateway's keys are not set. Mail is sent as usual.
                  </Alert>
                ) : null}
                {automations.data.items.map((a) => (
                  <AutomationCard key={a.key} automation={a} />
                ))}
                <Preview automations={automations.data.items} />
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
