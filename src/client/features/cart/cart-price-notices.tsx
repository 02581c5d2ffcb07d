import { Alert, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { CartLine } from '../../../common/cart/rules.ts';

/** What changed in the cart since it was last shown: new prices (said once), dishes no longer sold. */
export function CartPriceNotices({
  notices,
  unavailable,
  onClose,
}: {
  notices: string[];
  unavailable: CartLine[];
  onClose: () => void;
}) {
  return (
    <>
      {notices.length > 0 && (
        <Alert
          color="blue"
          icon={<IconInfoCircle />}
          title="Prices changed since you added these"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onClose}
          role="status"
          data-testid="cart-price-notice"
        >
          <List size="sm">
            {notices.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {unavailable.length > 0 && (
        <Alert color="orange" icon={<IconInfoCircle />} role="status">
          {unavailable.map((l) => l.name).join(', ')} {unavailable.length === 1 ? 'is' : 'are'} no longer on
          the menu as chosen: remove {unavailable.length === 1 ? 'it' : 'them'} to check out.
        </Alert>
      )}
    </>
  );
}
