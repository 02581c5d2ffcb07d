import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="ember.2" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
