import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { AUTOMATION_PLACEHOLDERS, type Automation } from '../../../common/automations/schema.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AUTOMATION_WORDS, usePreviewAutomation, useSaveAutomation } from './automations-api.ts';

/** A field's error from the server's schema, by its name. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field] : undefined;
}

/** The texts as typed, filled in by the server on the newest proposal. */
function PreviewBox({ draft, quote }: { draft: Automation; quote: Quote | null }) {
  const preview = usePreviewAutomation();
  if (!quote)
    return (
      <Text size="sm" c="dimmed">
        The preview appears once there is a proposal.
      </Text>
    );
  return (
    <Stack gap={6}>
      <Group>
        <Button
          variant="light"
          size="xs"
          loading={preview.isPending}
          onClick={() => preview.mutate({ ...draft, recordId: quote.id })}
        >
          Preview on {quote.proposalNumber}
        </Button>
      </Group>
      {preview.isError ? (
        <Text size="sm" c="red">
          {errorText(preview.error, 'The preview could not be made')}
        </Text>
      ) : null}
      {preview.data ? (
        <Card withBorder radius="sm" p="sm" bg="gray.0" aria-label="Preview">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {preview.data.mailSubject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.data.mailBody}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Text: {preview.data.textBody}
            </Text>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

/** One automation: its switch (saved at once), its timing and texts (saved with the button), a preview. */
export function AutomationCard({ automation, quote }: { automation: Automation; quote: Quote | null }) {
  const [draft, setDraft] = useState(automation);
  const save = useSaveAutomation();
  const toggle = useSaveAutomation();
  const set = (patch: Partial<Automation>) => setDraft((d) => ({ ...d, ...patch }));
  const words = AUTOMATION_WORDS[automation.key];
  const changed =
    draft.days !== automation.days ||
    draft.mailSubject !== automation.mailSubject ||
    draft.mailBody !== automation.mailBody ||
    draft.textBody !== automation.textBody;

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={words.title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { ...draft, enabled: automation.enabled },
            {
              onSuccess: () => notifySuccess(`${words.title}: saved`),
              onError: (err) => notifyError(errorText(err, 'The automation could not be saved')),
            },
          );
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz="lg">
              {words.title}
            </Title>
            {/* The switch saves at once, with the texts as last saved. */}
            <Switch
              label={automation.enabled ? 'On' : 'Off'}
              checked={automation.enabled}
              disabled={toggle.isPending}
              onChange={(e) => {
                const enabled = e.currentTarget.checked;
                toggle.mutate(
                  { ...automation, enabled },
                  {
                    onSuccess: () => notifySuccess(`${words.title}: ${enabled ? 'on' : 'off'}`),
                    onError: (err) => notifyError(errorText(err, 'The switch could not be saved')),
                  },
                );
              }}
              aria-label={`${words.title}: on`}
            />
          </Group>
          <NumberInput
            label="Timing (days)"
            description={words.timing}
            min={0}
            max={60}
            allowDecimal={false}
            maw={360}
            value={draft.days}
            onChange={(v) => set({ days: typeof v === 'number' ? v : 0 })}
            error={fieldError(save.error, 'days')}
          />
          <TextInput
            label="Mail subject"
            value={draft.mailSubject}
            onChange={(e) => set({ mailSubject: e.currentTarget.value })}
            error={fieldError(save.error, 'mailSubject')}
          />
          <Textarea
            label="Mail body"
            autosize
            minRows={3}
            value={draft.mailBody}
            onChange={(e) => set({ mailBody: e.currentTarget.value })}
            error={fieldError(save.error, 'mailBody')}
          />
          <Textarea
            label="Text body"
            description="Sent only to customers who agreed to texts."
            autosize
            minRows={2}
            value={draft.textBody}
            onChange={(e) => set({ textBody: e.currentTarget.value })}
            error={fieldError(save.error, 'textBody')}
          />
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Placeholders:
            </Text>
            {AUTOMATION_PLACEHOLDERS.map((p) => (
              <Badge key={p} variant="light" tt="none" size="sm">
                {p}
              </Badge>
            ))}
          </Group>
          <PreviewBox draft={draft} quote={quote} />
          <Group justify="flex-end">
            <Button variant="default" disabled={!changed} onClick={() => setDraft(automation)}>
              Discard changes
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
