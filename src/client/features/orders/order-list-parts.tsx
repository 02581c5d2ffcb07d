import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ORDER_STATUSES, type OrderStatus, STATUS_LABELS } from '../../../common/orders/schema.ts';

/** The orders list's status filter, the same for the business and its crew. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
}) {
  return (
    <Select
      label="Status"
      placeholder="All statuses"
      clearable
      w={200}
      value={value}
      onChange={(next) => onChange(next as OrderStatus | null)}
      data={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
    />
  );
}

/** The one order a link opened (/orders?order=ID) above the list, with a way back to all of them. */
export function OpenedOrder<T>({
  order,
  onShowAll,
  skeletonHeight,
  children,
}: {
  order: UseQueryResult<T>;
  onShowAll: () => void;
  skeletonHeight: number;
  children: (order: T) => ReactNode;
}) {
  return (
    <Stack component="section" gap="xs" aria-label="The order you opened">
      <Group justify="space-between">
        <Text fw={700}>The order you opened</Text>
        <Button variant="subtle" size="xs" onClick={onShowAll}>
          Show all orders
        </Button>
      </Group>
      {order.isPending && <Skeleton height={skeletonHeight} radius="lg" />}
      {order.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="This order could not be found" />
      )}
      {order.data && children(order.data)}
    </Stack>
  );
}
