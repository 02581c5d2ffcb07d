import { Alert, Anchor, Badge, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconClipboardList,
  IconDiscount2,
  IconMoon,
  IconShoppingBag,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PanSize } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { type AnyPackage, replyWithin } from '../../../common/offer/text.ts';
import type { PlacedOrder } from '../../../common/orders/schema.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { useServiceVisible } from '../../lib/use-switches.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { cartActions } from '../cart/cart-storage.ts';
import { useCartCount } from '../cart/cart-store.ts';
import { OrderConfirmation } from '../checkout/order-confirmation.tsx';
import { rememberDiscountCode, sharedDiscountCode } from '../discounts/pending-code.ts';
import { CartBar } from './cart-bar.tsx';
import { MenuItemsTab } from './menu-items-tab.tsx';
import { PackageModal } from './package-modal.tsx';
import { PackagesTab } from './packages-tab.tsx';
import { type DishPhotos, PhotoOverlay } from './photo-overlay.tsx';
import { useMenuCategories, useMenuItems } from './use-menu.ts';

// Only admins edit from the menu: visitors never download the form and its photo zone.
const MenuItemFormModal = lazy(() =>
  import('../menu-manager/menu-item-form-modal.tsx').then((m) => ({ default: m.MenuItemFormModal })),
);
const EDIT_TEXTS = { created: 'Item Added', updated: 'Item Updated' };

const TABS = ['items', 'packages', 'cart'] as const;
type Tab = (typeof TABS)[number];

/** The customer menu: tabs Menu Items, Packages and Cart (?tab=cart opens the cart). */
export function MenuPage() {
  const { isAdmin } = useSession();
  const dinnerOn = useServiceVisible('dinnerCatering');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'items';
  // Replacing the history entry: a tab is a view of this page, not a page of its own.
  const setTab = (next: Tab) =>
    setParams(
      (p) => {
        if (next === 'items') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  // A shared discount code (/menu?code=10PERCENT) waits in the browser for checkout to fill it in.
  const sharedCode = sharedDiscountCode(params);
  // Remembered before the first render too, so a cart opened with the link (?code=…&tab=cart) has it.
  useState(() => sharedCode && rememberDiscountCode(sharedCode));
  // The server renders /menu the same for every code (one finished page, not a render per code:
  // issue 34 §7), so the note naming the code appears once the page runs in the browser; shown in the
  // first render, it would differ from the server's page being hydrated.
  const [shownCode, setShownCode] = useState('');
  useEffect(() => {
    if (sharedCode) rememberDiscountCode(sharedCode);
    setShownCode(sharedCode);
  }, [sharedCode]);
  const items = useMenuItems();
  const categories = useMenuCategories();
  const count = useCartCount();
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [photo, setPhoto] = useState<DishPhotos | null>(null);
  const [pkg, setPkg] = useState<AnyPackage | null>(null);
  const location = useLocation();
  const offer = useOffer();
  const navigate = useNavigate();
  const placedOrder = (location.state as { placedOrder?: PlacedOrder } | null)?.placedOrder;

  const addToCart = (item: MenuItem, panSize?: PanSize) => {
    try {
      const line = cartActions.add(item, panSize);
      notifySuccess('Added to Cart', `${line.name} has been added to your cart.`);
    } catch {
      notifyError('Error', 'Failed to add item to cart');
    }
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {placedOrder && (
          <OrderConfirmation
            order={placedOrder}
            onClose={() => navigate(location.pathname + location.search, { replace: true, state: null })}
          />
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              Our Catering Menu
            </Title>
            <Text c="dimmed" maw={640}>
              Order by the half pan or full pan, add trays and dessert cups, or choose a package for{' '}
              {offer.minimums.smallestParty} guests or more. We confirm every order {replyWithin(offer)}.
            </Text>
          </Stack>
          <Group gap="sm">
            {dinnerOn && (
              <Anchor component={Link} to="/dinner-catering" fw={600}>
                <IconMoon size={16} style={{ verticalAlign: -3 }} aria-hidden /> Dinner pickup
              </Anchor>
            )}
            {isAdmin && (
              <Button
                component={Link}
                to="/menu-manager"
                variant="light"
                leftSection={<IconBuildingStore size={16} />}
              >
                Menu Manager
              </Button>
            )}
          </Group>
        </Group>

        {shownCode && (
          <Alert color="sage" variant="light" icon={<IconDiscount2 />} title="Discount code saved">
            {shownCode} is filled in for you at checkout, where we check it against your order.
          </Alert>
        )}

        {/* The dishes and the packages are both in the page (hidden with display: none): choosing
            a tab mounts nothing, so the tap answers at once. The cart is this browser's, drawn
            once React has the page. */}
        <Tabs
          value={tab}
          onChange={(v) => setTab((v as Tab | null) ?? 'items')}
          keepMountedMode="display-none"
          styles={{ tab: { paddingInline: 10 } }}
        >
          <Tabs.List mb="lg" grow maw={560}>
            <Tabs.Tab value="items" leftSection={<IconToolsKitchen2 size={16} />}>
              Menu Items
            </Tabs.Tab>
            <Tabs.Tab value="packages" leftSection={<IconClipboardList size={16} />}>
              Packages
            </Tabs.Tab>
            <Tabs.Tab
              value="cart"
              leftSection={<IconShoppingBag size={16} />}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" circle>
                    {count}
                  </Badge>
                ) : undefined
              }
              aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            >
              Cart
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="items">
            <MenuItemsTab
              items={items}
              categories={categories.data}
              isAdmin={isAdmin}
              onAdd={addToCart}
              onEdit={setEditing}
              onOpenPhoto={(item) => item.imageUrl && setPhoto({ urls: item.photoUrls, name: item.name })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="packages">
            <PackagesTab onSelect={setPkg} />
          </Tabs.Panel>
          <Tabs.Panel value="cart">
            {tab === 'cart' && <CartPanel categories={categories.data} onBrowse={() => setTab('items')} />}
          </Tabs.Panel>
        </Tabs>
      </Stack>

      {tab !== 'cart' && (
        <CartBar
          onOpen={() => {
            setTab('cart');
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <PhotoOverlay photo={photo} onClose={() => setPhoto(null)} />
      <PackageModal
        pkg={pkg}
        items={items.data ?? []}
        categories={categories.data}
        onClose={() => setPkg(null)}
      />
      {isAdmin && categories.data && editing && (
        <Suspense fallback={null}>
          <MenuItemFormModal
            opened
            item={editing}
            categories={categories.data}
            texts={EDIT_TEXTS}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}
