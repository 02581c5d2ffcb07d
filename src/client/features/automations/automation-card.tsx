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
import { ApiError, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { type Automation, useSaveAutomation } from './automations-api.ts';

/** A field's error from the server's schema, by its name. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field] : undefined;
}

/** One automation: its switch, timing and texts, saved as a whole. */
export function AutomationCard({ automation }: { automation: Automation }) {
  const [draft, setDraft] = useState(automation);
  const save = useSaveAutomation();
  const set = (patch: Partial<Automation>) => setDraft((d) => ({ ...d, ...patch }));
  const title = automation.label ?? automation.key;

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft, {
            onSuccess: () => notifySuccess(`${title} saved`),
            onError: (err) => notifyError(errorText(err, 'The automation could not be saved')),
          });
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Switch
              label={draft.enabled ? 'On' : 'Off'}
              checked={draft.enabled}
              onChange={(e) => set({ enabled: e.currentTarget.checked })}
              aria-label={`${title} on`}
            />
          </Group>
          {draft.delayDays !== undefined ? (
            <NumberInput
              label="Timing (days)"
              min={0}
              max={60}
              w={160}
              value={draft.delayDays}
              onChange={(v) => set({ delayDays: typeof v === 'number' ? v : 0 })}
              error={fieldError(save.error, 'delayDays')}
            />
          ) : null}
          {draft.mailSubject !== undefined ? (
            <TextInput
              label="Mail subject"
              value={draft.mailSubject}
              onChange={(e) => set({ mailSubject: e.currentTarget.value })}
              error={fieldError(save.error, 'mailSubject')}
            />
          ) : null}
          {draft.mailBody !== undefined ? (
            <Textarea
              label="Mail body"
              autosize
              minRows={3}
              value={draft.mailBody}
              onChange={(e) => set({ mailBody: e.currentTarget.value })}
              error={fieldError(save.error, 'mailBody')}
            />
          ) : null}
          {draft.smsBody !== undefined ? (
            <Textarea
              label="Text body"
              autosize
              minRows={2}
              value={draft.smsBody}
              onChange={(e) => set({ smsBody: e.currentTarget.value })}
              error={fieldError(save.error, 'smsBody')}
            />
          ) : null}
          {automation.placeholders?.length ? (
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                Placeholders:
              </Text>
              {automation.placeholders.map((p) => (
                <Badge key={p} variant="light" tt="none" size="sm">
                  {`{${p}}`}
                </Badge>
              ))}
            </Group>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
