import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { InviteStaffBodySchema, STAFF_INVITE_DAYS, type StaffMember } from '../../../common/staff.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useInviteStaff, useRemoveStaff, useStaffList } from './use-staff.ts';

/**
 * Staff (issue 28 §4): an admin invites the crew, who get a mailed link to set a password and then see
 * the calendar, the kitchen and orders without money; removing a member ends their sessions.
 */
export function StaffPage() {
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Staff
        </Title>
        <Text c="dimmed">
          Staff see the calendar, the kitchen and orders, never prices, payments or clients' lists.
        </Text>
      </div>
      <InviteForm />
      <StaffList />
    </Stack>
  );
}

function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm({
    initialValues: { fullName: '', username: '', email: '' },
    validate: zodValidate(InviteStaffBodySchema),
  });
  const submit = form.onSubmit((values) => {
    invite.mutate(values, {
      onSuccess: (member) => {
        notifySuccess(
          'Invitation sent',
          `${member.fullName ?? member.username} gets a link at ${member.email} to set a password (it works once, for ${STAFF_INVITE_DAYS} days).`,
        );
        form.reset();
      },
      onError: (error) =>
        showSubmitError(error, {
          title: 'Invitation failed',
          fallback: 'The invitation could not be sent. Please try again.',
          setErrors: form.setErrors,
        }),
    });
  }, focusFirstError);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Invite a staff member">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Invite a staff member
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Full name" required {...form.getInputProps('fullName')} />
            <TextInput label="Username" required {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              loading={invite.isPending}
            >
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function StaffList() {
  const list = useStaffList();
  const remove = useRemoveStaff();
  const confirmRemove = (member: StaffMember) =>
    modals.openConfirmModal({
      title: `Remove ${member.fullName ?? member.username}?`,
      children: (
        <Text size="sm">
          Their account goes and they are signed out everywhere at once. You can invite them again later.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: () => notifySuccess('Staff member removed', `${member.username} can no longer sign in.`),
          onError: () => notifyError('Error', 'The staff member could not be removed. Please try again.'),
        }),
    });
  return (
    <Stack component="section" aria-label="Staff members" gap="sm">
      <Title order={2} fz="lg">
        Staff members
      </Title>
      {list.isPending && <Skeleton height={64} radius="lg" />}
      {list.isError && <Alert color="red" icon={<IconAlertCircle />} title="Staff could not be loaded" />}
      {list.data?.staff.length === 0 && <Text c="dimmed">No staff yet: invite the first above.</Text>}
      {list.data?.staff.map((member) => (
        <Paper
          key={member.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={`Staff member ${member.username}`}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Group gap="xs">
                <Text fw={700}>{member.fullName ?? member.username}</Text>
                <Badge variant="light" color={member.signedIn ? 'sage' : 'gray'}>
                  {member.signedIn ? 'Active' : 'Invited'}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {member.username} · {member.email}
              </Text>
            </div>
            <Button
              variant="light"
              color="red"
              size="xs"
              aria-label={`Remove ${member.username}`}
              loading={remove.isPending && remove.variables === member.id}
              onClick={() => confirmRemove(member)}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
