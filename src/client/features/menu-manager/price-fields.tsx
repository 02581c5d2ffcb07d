import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MARKET_PRICE_TEXT, type MenuPrices } from '../../../common/menu/price-text.ts';

type Way = 'pan' | 'person' | 'each' | 'market';

const NO_AMOUNTS: MenuPrices = {
  halfPanCents: null,
  fullPanCents: null,
  perPersonCents: null,
  eachCents: null,
  marketPrice: false,
};

/** How the stored amounts price the dish; null while none is entered. */
function wayOf(p: MenuPrices): Way | null {
  if (p.marketPrice) return 'market';
  if (p.perPersonCents !== null) return 'person';
  if (p.eachCents !== null) return 'each';
  if (p.halfPanCents !== null || p.fullPanCents !== null) return 'pan';
  return null;
}

/**
 * A field per size (decision 0056): half pan and full pan, per person, each, or market price. The
 * amounts are typed in dollars and kept in whole cents, the way the server stores them.
 */
export function PriceFields({
  prices,
  error,
  onChange,
}: {
  prices: MenuPrices;
  error: string | undefined;
  onChange: (next: MenuPrices) => void;
}) {
  const [way, setWay] = useState<Way>(() => wayOf(prices) ?? 'pan');
  // Another dish opened in the same dialog brings its own way of pricing.
  useEffect(() => {
    const stored = wayOf(prices);
    if (stored) setWay(stored);
  }, [prices]);

  const amount = (key: Exclude<keyof MenuPrices, 'marketPrice'>, label: string) => (
    <NumberInput
      label={label}
      prefix="$"
      min={0}
      max={100_000}
      decimalScale={2}
      thousandSeparator=","
      value={prices[key] === null ? '' : prices[key] / 100}
      onChange={(value) =>
        onChange({ ...prices, [key]: value === '' ? null : Math.round(Number(value) * 100) })
      }
      style={{ flex: 1 }}
    />
  );

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Price{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      <SegmentedControl
        fullWidth
        aria-label="Priced"
        value={way}
        onChange={(value) => {
          setWay(value as Way);
          onChange({ ...NO_AMOUNTS, marketPrice: value === 'market' });
        }}
        data={[
          { value: 'pan', label: 'By the pan' },
          { value: 'person', label: 'Per person' },
          { value: 'each', label: 'Each' },
          { value: 'market', label: 'Market price' },
        ]}
      />
      {way === 'pan' && (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {amount('halfPanCents', 'Half pan')}
          {amount('fullPanCents', 'Full pan')}
        </Group>
      )}
      {way === 'person' && amount('perPersonCents', 'Per person')}
      {way === 'each' && amount('eachCents', 'Each (plate, tray or cup)')}
      {way === 'market' && (
        <Text size="sm" c="dimmed">
          Customers see "{MARKET_PRICE_TEXT}".
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
