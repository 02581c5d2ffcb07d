import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordBodySchema } from '../../../common/profile.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { PasswordChecklist } from '../auth/password-checklist.tsx';
import { useChangePassword } from './use-profile.ts';

/** The signup password rules; the server signs out every other device on success. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: zodValidate(ChangePasswordBodySchema),
  });
  const submit = form.onSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: () => {
          form.reset();
          notifySuccess('Password Changed', 'Your password has been changed. Other devices were signed out.');
        },
        onError: (error) => {
          showSubmitError(error, {
            title: 'Error',
            fallback: 'Failed to change your password.',
            setErrors: form.setErrors,
          });
        },
      }),
    focusFirstError,
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fw={700} fz="lg">
            Change password
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
          </SimpleGrid>
          {form.values.newPassword && <PasswordChecklist password={form.values.newPassword} />}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
