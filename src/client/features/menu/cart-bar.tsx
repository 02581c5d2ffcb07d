import { Button } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { formatCents } from '../../../common/money.ts';
import { useCart } from '../cart/cart-store.ts';
import classes from './menu-layout.module.css';

/** Phones: a sticky "View cart (n) · $total" bar while the cart has something in it. */
export function CartBar({ onOpen }: { onOpen: () => void }) {
  const cart = useCart();
  if (cart.count === 0) return null;
  return (
    <div className={classes.cartBar}>
      <Button fullWidth size="md" leftSection={<IconShoppingBag size={18} />} onClick={onOpen}>
        View cart ({cart.count}) · {formatCents(cart.totalCents)}
      </Button>
    </div>
  );
}
