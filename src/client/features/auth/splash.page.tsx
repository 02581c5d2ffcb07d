import { Badge, Button, Container, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useBusiness } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { TableArtwork } from '../../ui/table-artwork.tsx';

/** Shown after logout and to visitors who reach a signed-in page. */
export function SplashPage() {
  const business = useBusiness();
  const { user } = useSession();
  // A page that sent a signed-out visitor here (route-guards) is where signing in takes them back.
  const returnTo = useLocation().state as { from?: string } | null;

  return (
    <Container size="lg" py={{ base: 40, sm: 80 }}>
      <Grid gap={{ base: 32, md: 64 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" w="fit-content">
              Philadelphia event catering since {business.foundedYear}
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              {business.name}
            </Title>
            <Text size="lg" c="dark.5">
              Weddings, corporate lunches, brunches and backyard parties — cooked fresh, served warm. Sign in
              to your client portal to request quotes, review proposals and talk with our team.
            </Text>
            <List
              spacing={6}
              icon={
                <ThemeIcon color="sage" size={22} radius="xl">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>Instant proposals for full-service and brunch catering</List.Item>
              <List.Item>Download, review and accept proposals online</List.Item>
              <List.Item>Message the chef about every detail of your event</List.Item>
            </List>
            {user ? (
              <Button component={Link} to="/dashboard" size="md" w="fit-content">
                Go to your dashboard
              </Button>
            ) : (
              <Group>
                <Button
                  component={Link}
                  to="/login"
                  state={returnTo}
                  size="md"
                  leftSection={<IconLogin size={18} />}
                >
                  Client Portal
                </Button>
                <Button
                  component={Link}
                  to="/signup"
                  state={returnTo}
                  size="md"
                  variant="outline"
                  leftSection={<IconUserPlus size={18} />}
                >
                  Create an account
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TableArtwork />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
