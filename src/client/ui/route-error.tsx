import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load or render, for example after a new release replaced its files. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
