import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { InviteStaffBodySchema, STAFF_INVITE_DAYS } from '../../../common/staff.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { StaffList } from './staff-list.tsx';
import { useInviteStaff } from './use-staff.ts';

/**
 * Staff (issue 28 §4): an admin invites the crew, who get a mailed link to set a password and then see
 * the calendar, the kitchen and orders without money; removing a member ends their sessions. Each has
 * crew roles, a phone and an hourly rate (issue 38 §1), edited in a dialog from the list.
 */
export function StaffPage() {
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Staff
        </Title>
        <Text c="dimmed">
          Staff see the calendar, the kitchen, orders and their own shifts, never prices, payments or clients'
          lists. Edit a person to give them crew roles (which shifts they can work), a phone and an hourly
          rate.
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
