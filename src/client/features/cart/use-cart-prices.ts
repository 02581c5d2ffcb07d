import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type CartPrice, type CartPriceBody, priceChangeText } from '../../../common/cart/price.ts';
import { type CartLine, toOrderItems } from '../../../common/cart/rules.ts';
import { toCents } from '../../../common/money.ts';
import { api } from '../../lib/api.ts';
import { cartActions } from './cart-storage.ts';
import { cartKeys } from './query-keys.ts';

const lineId = (menuItemId: number, panSize: string | null) => `${menuItemId}:${panSize ?? 'one'}`;

/**
 * The cart re-priced from the server each time it is shown (issue 34 §2): the browser's stored prices
 * are what it showed last, never what it charges. A changed price is written back to the stored line
 * and said once ("Garden Salad is now $95.00 a full pan"): the next showing finds no difference.
 * The subtotal is the server's.
 */
export function useCartPrices(lines: readonly CartLine[]) {
  const items: CartPriceBody['items'] = toOrderItems(lines);
  const query = useQuery({
    queryKey: cartKeys.price(items),
    queryFn: () => api.post<CartPrice>('/api/cart/price', { items }),
    enabled: items.length > 0,
    // Asked again whenever the cart is shown again (a page, the Cart tab), never kept across showings.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const [notices, setNotices] = useState<string[]>([]);
  const data = query.data;

  useEffect(() => {
    if (!data) return;
    const changed: string[] = [];
    const prices = new Map<string, number>();
    for (const priced of data.lines) {
      const id = lineId(priced.menuItemId, priced.panSize);
      const stored = lines.find((line) => line.id === id);
      const cents = toCents(priced.unitPrice);
      if (!stored || priced.isMarketPrice !== stored.isMarketPrice) continue;
      if (Math.round(stored.price * 100) !== cents) {
        prices.set(id, cents);
        if (!priced.isMarketPrice) changed.push(priceChangeText(priced));
      }
    }
    if (prices.size === 0) return;
    cartActions.reprice(prices);
    setNotices((shown) => [...shown, ...changed.filter((text) => !shown.includes(text))]);
  }, [data, lines]);

  const unavailable = (data?.unavailable ?? []).flatMap((missing) => {
    const line = lines.find((l) => l.id === lineId(missing.menuItemId, missing.panSize));
    return line ? [line] : [];
  });
  return {
    /** The server's sum of the lines; null until it has answered (or when the cart is empty). */
    subtotalCents: data ? toCents(data.subtotal) : null,
    /** "Garden Salad is now $95.00 a full pan": each changed price, said once. */
    notices,
    dismiss: () => setNotices([]),
    /** Lines the menu no longer sells as they are in the cart. */
    unavailable,
  };
}
