import { Button } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCartCount } from '../features/cart/cart-store.ts';

export function CartButton() {
  const count = useCartCount();
  return (
    <Button
      component={Link}
      to="/menu"
      variant="default"
      size="sm"
      leftSection={<IconShoppingBag size={18} />}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      {count}
    </Button>
  );
}
