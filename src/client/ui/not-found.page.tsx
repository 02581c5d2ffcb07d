import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';

const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  // Whichever runs last, this or the navigation's title update (document-meta.ts), the tab says 404.
  useEffect(() => {
    const name = document.title.split(' | ').pop();
    document.title =
      name && !name.startsWith(NOT_FOUND_TITLE) ? `${NOT_FOUND_TITLE} | ${name}` : NOT_FOUND_TITLE;
  }, []);
  return (
    <Container size="sm" py={96} data-not-found>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="ember.2" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{NOT_FOUND_TITLE}</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
