import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle, IconShoppingBag, IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CartLine, hasMarketPriceLines, isBelowMinimum } from '../../../common/cart/rules.ts';
import type { DiscountCheck } from '../../../common/discounts/schema.ts';
import type { MenuCategory } from '../../../common/menu/schema.ts';
import { categoryLabel } from '../../../common/menu/text.ts';
import { formatCents, formatMoney, fromCents } from '../../../common/money.ts';
import { cartNoteText } from '../../../common/offer/text.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { DiscountCodeField } from '../discounts/discount-code-field.tsx';
import { CartLineRow } from './cart-line-row.tsx';
import { CartPriceNotices } from './cart-price-notices.tsx';
import { useCart } from './cart-store.ts';
import { useCartPrices } from './use-cart-prices.ts';

/** Changing a quantity to 0 removes the line, and says so. */
function changeQuantity(cart: ReturnType<typeof useCart>, line: CartLine, quantity: number) {
  cart.setQuantity(line.id, quantity);
  if (quantity <= 0) notifySuccess('Removed from Cart', `${line.name} has been removed from your cart.`);
}

/** The menu's Cart tab: lines, count, total, and the ways forward. */
export function CartPanel({
  categories,
  onBrowse,
}: {
  categories: MenuCategory[] | undefined;
  onBrowse: () => void;
}) {
  const cart = useCart();
  const offer = useOffer();
  const prices = useCartPrices(cart.lines);
  // The server's sum once it has answered; the stored prices only until then.
  const totalCents = prices.subtotalCents ?? cart.totalCents;
  // A code from a scanned link (/menu?code=…) is applied here already; checkout applies it again.
  const [discount, setDiscount] = useState<DiscountCheck | null>(null);

  if (cart.lines.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <IconShoppingBag size={48} stroke={1.4} color="var(--mantine-color-ember-6)" aria-hidden />
          <Title order={2} fz={24}>
            Your cart is empty
          </Title>
          <Text c="dimmed">Add half pans, full pans and trays from the menu to start an order.</Text>
          <Button leftSection={<IconToolsKitchen2 size={18} />} onClick={onBrowse}>
            Browse Menu
          </Button>
        </Stack>
      </Paper>
    );
  }

  const confirmClear = () =>
    modals.openConfirmModal({
      title: 'Clear your cart?',
      children: <Text size="sm">All {cart.count} items will be removed from your cart.</Text>,
      labels: { confirm: 'Clear All Items', cancel: 'Keep my cart' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        cart.clear();
        notifySuccess('Cart Cleared', 'All items have been removed from your cart.');
      },
    });

  const shortLines = cart.lines.filter(isBelowMinimum);
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        Your Cart ({cart.count} {cart.count === 1 ? 'item' : 'items'})
      </Title>
      <CartPriceNotices notices={prices.notices} unavailable={prices.unavailable} onClose={prices.dismiss} />
      <Stack gap="sm">
        {cart.lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            categoryLabel={categoryLabel(categories, line.category)}
            onQuantity={(l, q) => changeQuantity(cart, l, q)}
            onRemove={(l) => {
              cart.remove(l.id);
              notifySuccess('Removed from Cart', `${l.name} has been removed from your cart.`);
            }}
          />
        ))}
      </Stack>
      {shortLines.length > 0 && (
        <Alert color="orange" icon={<IconInfoCircle />}>
          {shortLines.map((l) => l.name).join(', ')} {shortLines.length === 1 ? 'is' : 'are'} below the
          minimum order. Raise the quantity before checking out.
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between">
          <Text fw={700} fz="lg">
            Total (before tax)
          </Text>
          <Text fw={800} fz="xl" data-testid="cart-total">
            {formatCents(totalCents)}
            {hasMarketPriceLines(cart.lines) && ' + market price items'}
          </Text>
        </Group>
        <DiscountCodeField subtotal={fromCents(totalCents)} applied={discount} onApplied={setDiscount} />
        {discount && (
          <Group justify="space-between" mt={6}>
            <Text size="sm">Total after {discount.code}</Text>
            <Text fw={700} data-testid="cart-discounted-total">
              {formatMoney(discount.total)} (you save {formatMoney(discount.discountAmount)})
            </Text>
          </Group>
        )}
        <Text size="sm" c="dimmed" mt={6}>
          {cartNoteText(offer)}
        </Text>
      </Paper>
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to="/checkout" size="md">
          Checkout Now
        </Button>
        <Button component={Link} to="/quote" variant="light" size="md">
          Request Event Quote ({offer.minimums.customQuote}+ People)
        </Button>
        <Button variant="subtle" color="red" size="md" onClick={confirmClear}>
          Clear All Items
        </Button>
      </Group>
    </Stack>
  );
}
