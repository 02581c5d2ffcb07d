import { Alert, Container, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PublicUser } from '../../../common/auth.ts';

/** What a signed-in non-admin sees on an admin tool; the server refuses their calls as well. */
export function AccessDenied({ user, what }: { user: PublicUser | null; what: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" radius="lg" icon={<IconLock size={22} />} p="lg">
        <Title order={2} fz={24} mb={6}>
          Access Denied
        </Title>
        <Text>You need administrator privileges to {what}.</Text>
        <Text size="sm" c="dimmed" mt={6}>
          Signed in as {user?.username ?? 'Not logged in'} (role: {user?.role ?? 'none'}).
        </Text>
      </Alert>
    </Container>
  );
}
