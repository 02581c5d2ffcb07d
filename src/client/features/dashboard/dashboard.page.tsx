import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PORTAL_LINKS, visibleLinks } from '../../layouts/navigation.ts';
import { useSession } from '../auth/use-session.ts';

/** The portal home: who is signed in, and every part of the portal they can open. */
export function DashboardPage() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  const links = visibleLinks(PORTAL_LINKS, isAdmin).filter((link) => link.to !== '/dashboard');

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Welcome, {user.fullName ?? user.username}
          </Title>
          <Badge size="lg" variant="light" color={isAdmin ? 'ember' : 'sage'}>
            {user.role}
          </Badge>
        </Group>
        <Text c="dimmed">
          Signed in as {user.username} · {user.email}
          {!user.emailVerified && ' · email not confirmed yet: open the link we mailed you'}
        </Text>
      </Stack>
      {links.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {links.map((link) => (
            <Card
              key={link.to}
              component={Link}
              to={link.to}
              withBorder
              radius="lg"
              padding="lg"
              className="hover-lift"
            >
              <Group wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light">
                  <link.icon size={24} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{link.label}</Text>
                  {link.description && (
                    <Text size="sm" c="dimmed">
                      {link.description}
                    </Text>
                  )}
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
