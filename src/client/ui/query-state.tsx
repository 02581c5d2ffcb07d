import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading orders"). */
  loadingLabel: string;
  /** The alert's title when the query fails ("Orders could not be loaded"). */
  errorTitle: string;
  /** Placeholder blocks while loading: their count (at most six) and height. */
  skeletons?: { count: number; height: number };
  children: (data: T) => ReactNode;
};

/**
 * The loading and error states of one query, the same on every screen: skeletons marked busy while
 * it loads, a red alert with 'Try again' when it fails, and the children with the data once it is here.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loadingLabel, errorTitle, skeletons = { count: 1, height: 120 }, children } = props;
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
        {SKELETON_KEYS.slice(0, skeletons.count).map((key) => (
          <Skeleton key={key} height={skeletons.height} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={errorTitle} role="alert">
        <Group justify="space-between" gap="xs">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
