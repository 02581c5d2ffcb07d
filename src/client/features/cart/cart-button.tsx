import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './cart-button.module.css';
import { useCartCount } from './cart-store.ts';

/**
 * The header's cart: the look of a Mantine Button (default variant, size sm, icon on the left) from a
 * CSS module, not a style attribute of variables on every public page.
 */
export function CartButton() {
  const count = useCartCount();
  return (
    <Link to="/menu" className={classes.cart} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <IconShoppingBag
        size={18}
        xmlns={undefined}
        fill={undefined}
        strokeWidth={undefined}
        strokeLinecap={undefined}
        strokeLinejoin={undefined}
      />
      <span>{count}</span>
    </Link>
  );
}
