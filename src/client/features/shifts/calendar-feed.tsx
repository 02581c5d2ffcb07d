import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useRenewFeed } from './use-shifts.ts';

/**
 * "Add to my calendar": the private feed's address, for Google Calendar or Outlook to subscribe to.
 * Renewing makes a new address and the old one stops working (a phone lost, a link shared by mistake).
 */
export function CalendarFeed({ feedUrl }: { feedUrl: string }) {
  const renew = useRenewFeed();
  const absolute = new URL(feedUrl, window.location.origin).toString();
  const confirmRenew = () =>
    modals.openConfirmModal({
      title: 'Renew your calendar link?',
      children: (
        <Text size="sm">
          The old link stops working: calendars subscribed to it stop updating until you add the new one.
        </Text>
      ),
      labels: { confirm: 'Renew link', cancel: 'Cancel' },
      onConfirm: () =>
        renew.mutate(undefined, {
          onSuccess: () => notifySuccess('New calendar link', 'Add the new link to your calendar.'),
          onError: (error) => notifyError('Error', errorText(error, 'The link could not be renewed.')),
        }),
    });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Add to my calendar">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Add to my calendar
        </Title>
        <Text size="sm" c="dimmed">
          In Google Calendar choose "From URL", in Outlook "Subscribe from web", and paste this private link:
          your shifts appear and stay up to date.
        </Text>
        <TextInput
          label="Calendar link"
          readOnly
          value={absolute}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="xs" grow>
          <CopyButton value={absolute}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'sage' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={renew.isPending}
            onClick={confirmRenew}
          >
            Renew link
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
