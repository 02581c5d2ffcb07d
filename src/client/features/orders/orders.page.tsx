import { Alert, Button, Center, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { replyWithin } from '../../../common/offer/text.ts';
import { skippedNotice } from '../../../common/orders/reorder.ts';
import { type Order, type OrderStatus, STATUS_LABELS } from '../../../common/orders/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { useServiceVisible } from '../../lib/use-switches.ts';
import { useCart } from '../cart/cart-store.ts';
import { CrewOrders } from './crew-orders.tsx';
import { OrderCard } from './order-card.tsx';
import { OpenedOrder, StatusFilter } from './order-list-parts.tsx';
import type { ReorderState } from './reorder-notice.tsx';
import { PAGE_SIZE, useOrder, useOrders, useReorder, useSetOrderStatus } from './use-orders.ts';

/** Staff see the kitchen's view of every order, without money (docs/decisions/0085). */
export function OrdersPage() {
  const { isStaff } = useSession();
  return isStaff ? <CrewOrders /> : <AccountOrders />;
}

/** Clients see their own orders; admins see every order and move it through its statuses. */
function AccountOrders() {
  const { isAdmin } = useSession();
  const dinnerOn = useServiceVisible('dinnerCatering');
  const offer = useOffer();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const orders = useOrders(page, status);
  const setOrderStatus = useSetOrderStatus();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('order')) || null;
  const opened = useOrder(openId);
  const onStatus = (o: { id: number; orderNumber: string }, next: OrderStatus) =>
    setOrderStatus.mutate(
      { id: o.id, status: next },
      {
        onSuccess: () => notifySuccess('Status Updated', `${o.orderNumber} is now ${STATUS_LABELS[next]}.`),
        onError: () => notifyError('Error', 'Failed to update the order status. Please try again.'),
      },
    );
  const cart = useCart();
  const navigate = useNavigate();
  const reorder = useReorder();
  const onReorder = (o: Order) =>
    reorder.mutate(o.id, {
      onSuccess: ({ items, skipped }) => {
        if (items.length === 0) {
          notifyError('Nothing to add', skippedNotice(skipped) ?? 'None of these dishes is on the menu now.');
          return;
        }
        cart.addLines(items);
        const state: ReorderState = { reorderSkipped: skipped };
        navigate('/checkout', { state });
      },
      onError: (error) =>
        notifyError('Error', errorText(error, 'This order could not be added to your cart.')),
    });
  const reorderProps = (o: Order) => ({
    onReorder,
    isReordering: reorder.isPending && reorder.variables === o.id,
  });
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {isAdmin ? 'Orders' : 'My Orders'}
          </Title>
          <Text c="dimmed">
            {isAdmin
              ? 'Every checkout and dinner pickup order, newest first.'
              : `Your catering and dinner pickup orders. We confirm each one ${replyWithin(offer)}.`}
          </Text>
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
        <OpenedOrder order={opened} onShowAll={() => setParams({}, { replace: true })} skeletonHeight={130}>
          {(order) => (
            <OrderCard
              order={order}
              isAdmin={isAdmin}
              isUpdating={setOrderStatus.isPending && setOrderStatus.variables?.id === order.id}
              onStatus={onStatus}
              {...reorderProps(order)}
            />
          )}
        </OpenedOrder>
      )}

      {orders.isPending && (
        <Stack gap="md" aria-busy="true" aria-label="Loading orders">
          {['a', 'b', 'c', 'd', 'e', 'f'].slice(0, 3).map((key) => (
            <Skeleton key={key} height={130} radius="lg" />
          ))}
        </Stack>
      )}
      {orders.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Orders could not be loaded">
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {orders.data && orders.data.orders.length === 0 && (
        <Paper withBorder radius="lg" p="xl">
          <Center>
            <Stack align="center" gap="xs">
              <IconReceipt size={44} stroke={1.4} color="var(--mantine-color-ember-6)" aria-hidden />
              <Text fw={700}>
                {status ? `No ${STATUS_LABELS[status].toLowerCase()} orders` : 'No orders yet'}
              </Text>
              {!isAdmin && (
                <Group gap="sm">
                  <Button component={Link} to="/menu">
                    Browse Menu
                  </Button>
                  {dinnerOn && (
                    <Button component={Link} to="/dinner-catering" variant="light">
                      Order dinner
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Center>
        </Paper>
      )}
      <Stack gap="md">
        {orders.data?.orders.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            isAdmin={isAdmin}
            isUpdating={setOrderStatus.isPending && setOrderStatus.variables?.id === order.id}
            onStatus={onStatus}
            {...reorderProps(order)}
          />
        ))}
      </Stack>
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label="Order pages" />}
    </Stack>
  );
}
