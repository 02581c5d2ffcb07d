import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../common/auth.ts';

/**
 * What someone who is not an admin sees on an admin page (spec 2.4): the privilege the page needs,
 * and who they are signed in as. The server refuses their calls as well.
 */
export function AccessDenied({ user, privilege }: { user: PublicUser | null; privilege: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" radius="lg" icon={<IconLock size={22} />} p="lg">
        <Title order={1} fz={24} mb={6}>
          Access Denied
        </Title>
        <Text>You need administrator privileges to {privilege}. Please log in as an administrator.</Text>
        <Text size="sm" mt={6}>
          Current user: {user?.username ?? 'Not logged in'} · Role: {user?.role ?? 'none'}
        </Text>
        <Button component={Link} to={user ? '/dashboard' : '/login'} variant="light" color="red" mt="md">
          {user ? 'Back to the dashboard' : 'Sign in'}
        </Button>
      </Alert>
    </Container>
  );
}
