import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../lib/api.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { useDeleteAccount } from './use-profile.ts';

/** Delete Account (DESIGN decision 7): a confirmation that asks for the password, then the account is gone. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  const confirm = () =>
    remove.mutate(password, {
      // A full page load: nothing of the deleted account stays in memory.
      onSuccess: () => window.location.assign('/splash?deleted=1'),
    });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={700} fz="lg" c="red.9">
            Delete account
          </Text>
          <Text size="sm" c="dimmed" maw={520}>
            Removes your account and personal details. We keep the records of your orders and events for our
            books, without your name.
          </Text>
        </div>
        <Button color="red.9" variant="outline" leftSection={<IconTrash size={16} />} onClick={open}>
          Delete Account
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">
            This cannot be undone. Your loyalty points and reward codes are lost.
            {isAdmin && ' The last administrator cannot delete their own account.'}
          </Text>
          <PasswordField
            label="Password"
            description="Enter your password to confirm"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={remove.isError ? errorText(remove.error, 'Failed to delete your account.') : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending} disabled={!password}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
