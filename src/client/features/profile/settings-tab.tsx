import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Preferences, Profile } from '../../../common/profile.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import choice from '../../ui/top-aligned-choice.module.css';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { useUpdateProfile } from './use-profile.ts';

/**
 * The switches that do something. Texts go out through the text gateway (issue 40) and only to a
 * customer who opted in: the switch is that consent, its words beside it.
 */
const PREFERENCES: { key: keyof Preferences; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Order and proposal status updates. Receipts and security messages are always sent.',
  },
  {
    key: 'smsNotifications',
    label: 'Text me updates about my orders',
    description:
      'Texts to your phone number about your orders and events (confirmation, delivery, payment and event reminders). At most 5 texts a day, none between 9 PM and 8 AM. Message and data rates may apply. Reply STOP to stop, START to resume.',
  },
  {
    key: 'marketingEmails',
    label: 'Marketing emails',
    description: 'Seasonal menus, offers and our newsletter.',
  },
];

const needsPhone = (key: keyof Preferences) => key === 'smsNotifications';

/**
 * Without a phone in the details the texts switch says what to do: switched off, add a number to turn
 * it on; switched on (ticked at checkout), the texts go to the number given there.
 */
function smsDescription(p: (typeof PREFERENCES)[number], profile: Profile): string {
  if (!needsPhone(p.key) || profile.phone) return p.description;
  return profile.preferences[p.key]
    ? `${p.description} Texts go to the number you gave when you ticked “Text me updates” with an order.`
    : `${p.description} Add your phone number to your details to turn this on.`;
}

/** Preferences (saved at each switch), password, a copy of your data, and account deletion. */
export function SettingsTab({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const toggle = (key: keyof Preferences, value: boolean) =>
    update.mutate(
      { preferences: { [key]: value } },
      {
        onSuccess: () => notifySuccess('Preferences Saved'),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to save your preferences.')),
      },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Text fw={700} fz="lg" mb="md">
          Notifications
        </Text>
        <Stack gap="md">
          {PREFERENCES.map((p) => (
            <Switch
              key={p.key}
              label={p.label}
              description={smsDescription(p, profile)}
              checked={profile.preferences[p.key]}
              // Texts need a number: the switch waits for the phone in your details (turning off never does).
              disabled={
                update.isPending || (needsPhone(p.key) && !profile.phone && !profile.preferences[p.key])
              }
              onChange={(event) => toggle(p.key, event.currentTarget.checked)}
              // The switch beside its label, not halfway down a long description.
              classNames={{ body: choice.body, track: choice.switchTrack }}
            />
          ))}
        </Stack>
      </Paper>
      <ChangePasswordForm />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={700} fz="lg">
              Your data
            </Text>
            <Text size="sm" c="dimmed">
              Everything we hold about you, as one JSON file.
            </Text>
          </div>
          <Button
            component="a"
            href="/api/profile/export"
            download
            variant="light"
            leftSection={<IconDownload size={16} />}
          >
            Download my data
          </Button>
        </Group>
      </Paper>
      <DeleteAccount isAdmin={profile.role === 'admin'} />
    </Stack>
  );
}
