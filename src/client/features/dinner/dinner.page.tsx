import {
  Alert,
  Anchor,
  Box,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconClock, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { pickupHoursText } from '../../../common/offer/pickup-hours.ts';
import { addressText, telHref } from '../../../common/offer/text.ts';
import { formatPickupTime } from '../../../common/orders/pickup-time.ts';
import type { DinnerCustomer, PlacedOrder } from '../../../common/orders/schema.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { OrderConfirmation } from '../checkout/order-confirmation.tsx';
import { usePlaceOrder } from '../checkout/use-place-order.ts';
import { useMenuCategories, useMenuItems } from '../menu/use-menu.ts';
import { useSitePhotos } from '../photos/use-site-photos.ts';
import { BookingPaused } from '../switches/booking-paused.tsx';
import { ServiceGate } from '../switches/service-unavailable.tsx';
import { DinnerCustomerForm } from './dinner-customer-form.tsx';
import { DinnerSummary, OrderBar } from './dinner-summary.tsx';
import { DishCard } from './dish-card.tsx';

/** Dinner pickup (spec part 2, 2.8): the dinner dishes, an order summary and the pickup details. */
function DinnerPageContent() {
  const business = useBusiness();
  const items = useMenuItems();
  const categories = useMenuCategories();
  const place = usePlaceOrder();
  // A photo placed in 'Dinner dishes' for a dish replaces the dish's own picture.
  const dishPhotos = useSitePhotos().photos['dinner-dish'];
  const [cart, setCart] = useState<Record<number, number>>({});
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const dinnerSlugs = new Set((categories.data ?? []).filter((c) => c.kind === 'dinner').map((c) => c.slug));
  const dishes = (items.data ?? []).filter((i) => dinnerSlugs.has(i.category) && i.isActive);

  // Add raises a dish's quantity by 1; remove lowers it, and at 1 the dish leaves the order.
  const add = (id: number) => setCart((c) => ({ ...c, [id]: Math.min(50, (c[id] ?? 0) + 1) }));
  const remove = (id: number) =>
    setCart((c) => {
      const { [id]: quantity = 0, ...rest } = c;
      return quantity > 1 ? { ...rest, [id]: quantity - 1 } : rest;
    });

  /** Places the order; a refusal is thrown back to the form, which shows it (lib/form-errors.ts). */
  const submit = async (customer: DinnerCustomer & { smsOptIn?: true }): Promise<void> => {
    const lines = Object.entries(cart).map(([id, quantity]) => ({ menuItemId: Number(id), quantity }));
    const order = await place.mutateAsync({ type: 'dinner', ...customer, items: lines });
    setCart({});
    setPlaced(order);
    notifySuccess(
      'Order Placed Successfully',
      `Order ${order.orderNumber} will be ready for pickup ${formatPickupTime(order.pickupAt)}.`,
    );
  };

  return (
    <Container size="xl" pt={{ base: 'lg', sm: 'xl' }} pb={{ base: 96, md: 'xl' }}>
      <Stack gap="lg">
        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
          c="white"
          style={{ background: 'linear-gradient(120deg, #5f2909 0%, #9a4413 55%, #c2581d 100%)' }}
        >
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            Dinner Catering
          </Title>
          <Text mt={6} maw={620}>
            Restaurant-quality plates, cooked to order for pickup. Order ahead for today or any pickup day in
            the next two weeks.
          </Text>
          <Group mt="md" gap="lg">
            <Text fw={600}>
              <IconMapPin size={18} style={{ verticalAlign: -3 }} aria-hidden />{' '}
              {/* Where to pick up, before ordering: the business address once the owner has set it. */}
              {business.address ? `Pickup at ${addressText(business)}` : 'Serving Philadelphia, PA'}
            </Text>
            <Text fw={600}>
              <IconClock size={18} style={{ verticalAlign: -3 }} aria-hidden /> Pickup{' '}
              {pickupHoursText(business.offer.dinnerPickup.hours)}
            </Text>
          </Group>
        </Paper>
        <BookingPaused />

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {items.isPending && (
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                spacing="lg"
                aria-busy="true"
                aria-label="Loading the dinner menu"
              >
                {['a', 'b', 'c', 'd', 'e', 'f'].slice(0, 4).map((key) => (
                  <Skeleton key={key} height={220} radius="lg" />
                ))}
              </SimpleGrid>
            )}
            {items.isError && (
              <Alert color="red" icon={<IconAlertCircle />} title="The dinner menu could not be loaded">
                Please reload the page or call us at{' '}
                <Anchor href={telHref(business.phone)}>{business.phone}</Anchor>.
              </Alert>
            )}
            {items.isSuccess && dishes.length === 0 && (
              <Paper withBorder radius="lg" p="xl" ta="center">
                <Text fw={600}>No dinner dishes are available right now.</Text>
              </Paper>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {dishes.map((dish) => (
                <DishCard
                  key={dish.id}
                  dish={dish}
                  photo={dishPhotos.find((p) => p.menuItemId === dish.id)}
                  quantity={cart[dish.id] ?? 0}
                  onAdd={() => add(dish.id)}
                  onRemove={() => remove(dish.id)}
                />
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box
              pos={{ base: 'static', md: 'sticky' }}
              // Below a toast's band too, while one is shown (docs/decisions/0097).
              top="calc(88px + var(--toast-room, 0px))"
              id="dinner-order"
              style={{ scrollMarginTop: 'calc(80px + var(--toast-room, 0px))' }}
            >
              <Stack gap="md">
                {placed && Object.keys(cart).length === 0 && (
                  <OrderConfirmation
                    order={placed}
                    onClose={() => setPlaced(null)}
                    nextStep={`Pick it up ${formatPickupTime(placed.pickupAt)}${
                      business.address
                        ? ` at ${addressText(business)}`
                        : // No street address in the settings: the mail has none either, so we phone it.
                          ` at our kitchen; we call you at ${placed.phone} with the address`
                    }. Payment is taken at pickup.`}
                  />
                )}
                <DinnerSummary dishes={dishes} cart={cart} onAdd={add} onRemove={remove} />
                {Object.keys(cart).length > 0 && (
                  <DinnerCustomerForm onSubmit={submit} isProcessing={place.isPending} />
                )}
              </Stack>
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
      <OrderBar cart={cart} dishes={dishes} />
    </Container>
  );
}

/** Shown while the service is on (Feature Manager); otherwise the page says it is not available. */
export function DinnerPage() {
  return (
    <ServiceGate service="dinnerCatering">
      <DinnerPageContent />
    </ServiceGate>
  );
}
