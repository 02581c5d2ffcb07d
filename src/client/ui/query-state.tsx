import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api.ts';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading orders"). */
  loadingLabel: string;
  /** The alert's title when the query fails ("Orders could not be loaded"). */
  errorTitle: string;
  /** The line under the title when the server gave no reason of its own (a phone link…). */
  errorHint?: ReactNode;
  /** Placeholder blocks while loading: their count (at most six) and height. */
  skeletons?: { count: number; height: number };
  /** A placeholder shaped like the content (a grid of cards…), instead of the stacked blocks. */
  placeholder?: ReactNode;
  /** A red line with 'Try again' instead of the boxed alert, for small cards and panes. */
  compact?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * The loading and error states of one query, the same on every screen: skeletons marked busy while
 * it loads, a red alert with 'Try again' when it fails (the server's reason when it gave one), and the
 * children with the data once it is here. A later refresh that fails keeps the data under the alert.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loadingLabel, errorTitle, skeletons = { count: 1, height: 120 }, children } = props;
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
        {props.placeholder ??
          SKELETON_KEYS.slice(0, skeletons.count).map((key) => (
            <Skeleton key={key} height={skeletons.height} radius="lg" />
          ))}
      </Stack>
    );
  }
  if (query.isError) {
    const reason =
      (query.error instanceof ApiError && query.error.serverMessage) ||
      (props.errorHint ?? 'Check your connection and try again.');
    const retry = (
      <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
        Try again
      </Button>
    );
    const alert = props.compact ? (
      <Stack gap={6} align="flex-start" role="alert">
        <Text c="red" size="sm">
          <strong>{errorTitle}.</strong> {reason}
        </Text>
        {retry}
      </Stack>
    ) : (
      <Alert color="red" title={errorTitle} role="alert">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{reason}</Text>
          {retry}
        </Group>
      </Alert>
    );
    if (query.data === undefined) return alert;
    return (
      <Stack gap="md">
        {alert}
        {children(query.data)}
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
