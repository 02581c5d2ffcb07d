import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import type { Profile } from '../../../common/profile.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { useUpdateProfile } from './use-profile.ts';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  currentPassword: string;
};

const FIELDS: { key: keyof Omit<Values, 'currentPassword'>; label: string }[] = [
  { key: 'fullName', label: 'Full name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'company', label: 'Company' },
  { key: 'address', label: 'Address' },
];

const toValues = (p: Profile): Values => ({
  fullName: p.fullName ?? '',
  email: p.email,
  phone: p.phone ?? '',
  company: p.company ?? '',
  address: p.address ?? '',
  currentPassword: '',
});

/** View or edit mode (§2.13): Save stores on the server and shows 'Profile Updated'; Cancel discards. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<Values>({ initialValues: toValues(profile) });
  const changesEmail = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const cancel = () => {
    form.setValues(toValues(profile));
    form.clearErrors();
    setEditing(false);
  };

  const save = form.onSubmit((values) => {
    update.mutate(
      {
        fullName: values.fullName,
        phone: values.phone,
        company: values.company,
        address: values.address,
        ...(changesEmail ? { email: values.email.trim(), currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: (saved) => {
          notifySuccess('Profile Updated', saved.message ?? 'Your profile has been saved.');
          form.setValues(toValues(saved));
          setEditing(false);
        },
        onError: (error) => {
          showSubmitError(error, {
            title: 'Error',
            fallback: 'Failed to update your profile. Please try again.',
            setErrors: form.setErrors,
          });
        },
      },
    );
  }, focusFirstError);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700} fz="lg">
              Personal information
            </Text>
            {!editing && (
              <Button variant="light" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            )}
          </Group>
          {profile.pendingEmail && (
            <Alert color="blue" icon={<IconMailForward />} title="Email change waiting for confirmation">
              We sent a link to {profile.pendingEmail}. Your email changes when you open it.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map(({ key, label }) =>
              editing ? (
                <TextInput key={key} label={label} {...form.getInputProps(key)} />
              ) : (
                <div key={key}>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={600}>{(key === 'email' ? profile.email : profile[key]) || 'Not set'}</Text>
                </div>
              ),
            )}
            {editing && changesEmail && (
              <PasswordField
                label="Current password"
                description="Needed to change your email"
                {...form.getInputProps('currentPassword')}
              />
            )}
          </SimpleGrid>
          {editing && (
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
