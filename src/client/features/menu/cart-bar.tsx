import { Button } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { cartBarText } from '../cart/cart-storage.ts';
import { useCart } from '../cart/cart-store.ts';
import classes from './menu-layout.module.css';

/**
 * Phones: a sticky "View cart (n) · $total" bar while the cart has something in it, with its room
 * at the end of the page so it never covers the last card. Always in the page, hidden while the cart
 * is empty, so showing it adds nothing to the page's layout but the bar.
 */
export function CartBar({ onOpen }: { onOpen: () => void }) {
  const cart = useCart();
  return (
    <div className={classes.cartBarRoom} hidden={cart.count === 0}>
      <div className={classes.cartBar}>
        <Button fullWidth size="md" leftSection={<IconShoppingBag size={18} />} onClick={onOpen}>
          {cartBarText(cart.lines)}
        </Button>
      </div>
    </div>
  );
}
