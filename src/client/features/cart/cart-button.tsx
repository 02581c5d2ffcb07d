import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './cart-button.module.css';
import { cartLabel } from './cart-storage.ts';
import { useCartCount } from './cart-store.ts';

/**
 * The header's cart: the look of a Mantine Button (default variant, size sm, icon on the left) from a
 * CSS module, not a style attribute of variables on every public page.
 */
export function CartButton() {
  const count = useCartCount();
  return (
    <Link to="/menu" className={classes.cart} aria-label={cartLabel(count)}>
      <IconShoppingBag
        size={18}
        xmlns={undefined}
        fill={undefined}
        strokeWidth={undefined}
        strokeLinecap={undefined}
        strokeLinejoin={undefined}
      />
      {/* The server draws 0; React hydrates with it, then shows this browser's (cart-store.ts). */}
      <span>{count}</span>
    </Link>
  );
}
