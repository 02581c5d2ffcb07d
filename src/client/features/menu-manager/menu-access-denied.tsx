import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../common/auth.ts';

/** Non-admins on the menu manager: the needed privilege, and who they are signed in as. */
export function MenuAccessDenied({ user }: { user: PublicUser | null }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" radius="lg" icon={<IconLock size={22} />} p="lg">
        <Title order={1} fz={24} mb={6}>
          Access Denied
        </Title>
        <Text>You need administrator privileges to manage the menu. Please log in as an administrator.</Text>
        <Text size="sm" mt={6}>
          Current user: {user?.username ?? 'Not logged in'} · Role: {user?.role ?? 'none'}
        </Text>
        <Button component={Link} to="/menu" variant="light" color="red" mt="md">
          View the menu
        </Button>
      </Alert>
    </Container>
  );
}
