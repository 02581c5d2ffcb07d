import { Alert, Badge, Group, Pagination, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import type { CrewOrder, CrewOrderList } from '../../../common/orders/crew.ts';
import { formatPickupTime } from '../../../common/orders/pickup-time.ts';
import { type OrderStatus, STATUS_LABELS } from '../../../common/orders/schema.ts';
import { nextStatuses, orderDate } from '../../../common/orders/status-paths.ts';
import { deliveryAddressText, fulfilmentText } from '../../../common/orders/time-windows.ts';
import { api, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { OpenedOrder, StatusFilter } from './order-list-parts.tsx';
import { orderKeys } from './query-keys.ts';

const PAGE_SIZE = 10;

function useCrewOrders(page: number, status: OrderStatus | null) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: orderKeys.crewList(page, status),
    queryFn: () => api.get<CrewOrderList>(`/api/kitchen/orders?${params.toString()}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

function useCrewOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.crewOne(id),
    queryFn: () => api.get<CrewOrder>(`/api/kitchen/orders/${id}`),
    enabled: id !== null,
  });
}

function useCrewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
      api.patch<CrewOrder>(`/api/orders/${id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * Orders as staff see them (issue 28 §4): items, times, addresses and statuses, no prices or payments
 * (the server sends none). Staff move an order through preparing, ready, out for delivery, completed.
 */
export function CrewOrders() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const orders = useCrewOrders(page, status);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('order')) || null;
  const opened = useCrewOrder(openId);
  const move = useCrewStatus();
  const onStatus = (order: CrewOrder, next: OrderStatus) =>
    move.mutate(
      { id: order.id, status: next },
      {
        onSuccess: () =>
          notifySuccess('Status Updated', `${order.orderNumber} is now ${STATUS_LABELS[next]}.`),
        onError: (error) => notifyError('Error', errorText(error, 'The order status could not be changed.')),
      },
    );
  const card = (order: CrewOrder) => (
    <CrewOrderCard
      key={order.id}
      order={order}
      onStatus={onStatus}
      isUpdating={move.isPending && move.variables?.id === order.id}
    />
  );
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Orders
          </Title>
          <Text c="dimmed">Every order's dishes, time, address and status, newest first.</Text>
        </div>
        <StatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </Group>
      {openId !== null && (
        <OpenedOrder order={opened} onShowAll={() => setParams({}, { replace: true })} skeletonHeight={110}>
          {card}
        </OpenedOrder>
      )}
      {orders.isPending && <Skeleton height={110} radius="lg" />}
      {orders.isError && <Alert color="red" icon={<IconAlertCircle />} title="Orders could not be loaded" />}
      {orders.data?.orders.length === 0 && (
        <Text c="dimmed">
          {status ? `No ${STATUS_LABELS[status].toLowerCase()} orders` : 'No orders yet'}
        </Text>
      )}
      <Stack gap="md">{orders.data?.orders.map(card)}</Stack>
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label="Order pages" />}
    </Stack>
  );
}

function CrewOrderCard({
  order,
  onStatus,
  isUpdating,
}: {
  order: CrewOrder;
  onStatus: (order: CrewOrder, status: OrderStatus) => void;
  isUpdating: boolean;
}) {
  const address =
    order.type === 'dinner' ? null : deliveryAddressText({ ...order, bill: { deliveryZone: null } });
  const when =
    order.type === 'dinner'
      ? `Pickup ${formatPickupTime(order.pickupAt)}`
      : [
          `Event ${order.eventDate ? formatCalendarDate(order.eventDate, { dateStyle: 'medium' }) : 'TBD'}`,
          ...(order.fulfilment ? [fulfilmentText({ ...order, bill: { deliveryZone: null } })] : []),
          // The address as every paper prints it (with its ZIP); the event location beside it, unless
          // it is the address itself (orders placed before checkout asked for one).
          ...(address ? [address] : []),
          ...(order.eventLocation && (order.deliveryAddress || !address) ? [order.eventLocation] : []),
        ].join(' · ');
  // Staff take a confirmed order forward through the kitchen's and the driver's steps only (the
  // server says so too); "Completed" waits for the order's day.
  const day = orderDate(order);
  const early = day !== null && day > businessClock(new Date()).date;
  const choices = [
    order.status,
    ...nextStatuses(order, 'staff').filter((s) => !(s === 'completed' && early)),
  ];
  return (
    <Paper component="article" aria-label={`Order ${order.orderNumber}`} withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={800}>{order.orderNumber}</Text>
          <Badge variant="light" color="gray">
            {order.type === 'dinner' ? 'Dinner pickup' : 'Catering'}
          </Badge>
          <Badge>{STATUS_LABELS[order.status]}</Badge>
        </Group>
        <Text size="sm">{when}</Text>
        <Text size="sm" c="dimmed">
          {order.customerName} · {order.phone}
        </Text>
        <Text size="sm">{order.items.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</Text>
        {order.notes && (
          <Text size="sm" fs="italic">
            “{order.notes}”
          </Text>
        )}
        <Group justify="flex-end">
          <Select
            aria-label={`Status of ${order.orderNumber}`}
            size="xs"
            w={180}
            value={order.status}
            allowDeselect={false}
            disabled={isUpdating || choices.length < 2}
            data={choices.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(value) => value && value !== order.status && onStatus(order, value as OrderStatus)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
