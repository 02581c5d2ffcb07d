import { Alert, Button, Center, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertCircle, IconReceipt } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { replyWithin } from '../../../common/offer/text.ts';
import { NO_ORDER_FILTERS, type OrderFilters } from '../../../common/orders/list-filters.ts';
import { skippedNotice } from '../../../common/orders/reorder.ts';
import { type Order, STATUS_LABELS } from '../../../common/orders/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { useServiceVisible } from '../../lib/use-switches.ts';
import { useCart } from '../cart/cart-store.ts';
import { CrewOrders } from './crew-orders.tsx';
import { OrderCard } from './order-card.tsx';
import { filtersFromParams, filtersToParams, OrderFiltersBar, type OrdersView } from './order-filters.tsx';
import { OpenedOrder, StatusFilter } from './order-list-parts.tsx';
import type { OnStatus } from './order-status.tsx';
import { OrdersTable } from './orders-table.tsx';
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
  const [params, setParams] = useSearchParams();
  // The filters live in the address: a link or a reload keeps them (/orders?paid=false&from=…).
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const onFilters = useCallback(
    (next: OrderFilters) => {
      setParams(filtersToParams(next), { replace: true });
      setPage(1);
    },
    [setParams],
  );
  const [view, setView] = useLocalStorage<OrdersView>({ key: 'orders-view', defaultValue: 'cards' });
  const orders = useOrders(page, filters);
  const setOrderStatus = useSetOrderStatus();
  const openId = Number(params.get('order')) || null;
  const opened = useOrder(openId);
  const onStatus: OnStatus = (o, next, notifyCustomer) =>
    setOrderStatus.mutate(
      { id: o.id, status: next, notifyCustomer },
      {
        onSuccess: () =>
          notifySuccess(
            'Status Updated',
            `${o.orderNumber} is now ${STATUS_LABELS[next]}${notifyCustomer && o.email ? '; the customer is emailed' : ''}.`,
          ),
        onError: (error) =>
          notifyError(
            'Status not changed',
            errorText(error, 'Failed to update the order status. Please try again.'),
          ),
      },
    );
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_ORDER_FILTERS);
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
              ? 'Every checkout, phone and dinner pickup order, newest first.'
              : `Your catering and dinner pickup orders. We confirm each one ${replyWithin(offer)}.`}
          </Text>
        </div>
        {!isAdmin && (
          <StatusFilter
            value={filters.status}
            onChange={(value) => onFilters({ ...NO_ORDER_FILTERS, status: value })}
          />
        )}
      </Group>
      {isAdmin && <OrderFiltersBar filters={filters} onChange={onFilters} view={view} onView={setView} />}

      {openId !== null && (
        <OpenedOrder
          order={opened}
          onShowAll={() => setParams(filtersToParams(filters), { replace: true })}
          skeletonHeight={130}
        >
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
                {filtered
                  ? filters.status && !isAdmin
                    ? `No ${STATUS_LABELS[filters.status].toLowerCase()} orders`
                    : 'No orders match these filters'
                  : 'No orders yet'}
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
      {isAdmin && view === 'table' && orders.data && orders.data.orders.length > 0 && (
        <OrdersTable
          orders={orders.data.orders}
          onStatus={onStatus}
          updatingId={setOrderStatus.isPending ? (setOrderStatus.variables?.id ?? null) : null}
        />
      )}
      <Stack gap="md">
        {(!isAdmin || view === 'cards') &&
          orders.data?.orders.map((order) => (
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
      {orders.data && isAdmin && orders.data.total > 0 && (
        <Text size="sm" c="dimmed">
          {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
          {filtered ? ' match' : ''}
        </Text>
      )}
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label="Order pages" />}
    </Stack>
  );
}
