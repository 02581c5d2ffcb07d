import { Button } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { CART_BAR_ATTRIBUTE, CART_BAR_TEXT_ATTRIBUTE, cartBarText } from '../cart/cart-storage.ts';
import { useCart } from '../cart/cart-store.ts';
import classes from './menu-layout.module.css';

/**
 * Phones: a sticky "View cart (n) · $total" bar while the cart has something in it, with its room
 * at the end of the page so it never covers the last card. Always in the page, hidden while the cart
 * is empty: the first script shows it with the first dish added before React (first-actions.ts),
 * and React's first render, which sees the server's empty cart, leaves what it did (the label's
 * text is the browser's, as the header's count is).
 */
export function CartBar({ onOpen }: { onOpen: () => void }) {
  const cart = useCart();
  return (
    <div className={classes.cartBarRoom} hidden={cart.count === 0} {...{ [CART_BAR_ATTRIBUTE]: '' }}>
      <div className={classes.cartBar}>
        <Button fullWidth size="md" leftSection={<IconShoppingBag size={18} />} onClick={onOpen}>
          <span {...{ [CART_BAR_TEXT_ATTRIBUTE]: '' }} suppressHydrationWarning>
            {cartBarText(cart.lines)}
          </span>
        </Button>
      </div>
    </div>
  );
}
