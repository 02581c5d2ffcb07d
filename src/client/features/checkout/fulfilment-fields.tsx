import { Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { deliveryText } from '../../../common/offer/text.ts';
import { useOffer } from '../../lib/use-business.ts';
import type { BillChoices } from './use-estimate.ts';

/**
 * How the food gets there (pickup, or delivery to a ZIP in one of the zones) and the tip: each
 * change asks the server for the bill again (docs/decisions/0065-the-bill.md).
 */
export function FulfilmentFields({
  value,
  onChange,
  zipError,
}: {
  value: BillChoices;
  onChange: (next: BillChoices) => void;
  zipError: string | undefined;
}) {
  const offer = useOffer();
  const set = (patch: Partial<BillChoices>) => onChange({ ...value, ...patch });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} fz={22}>
          Pickup or delivery
        </Title>
        {offer.delivery.pickup && (
          <SegmentedControl
            aria-label="Pickup or delivery"
            value={value.fulfilment}
            onChange={(fulfilment) => set({ fulfilment: fulfilment as BillChoices['fulfilment'] })}
            data={[
              { value: 'pickup', label: 'Pickup' },
              { value: 'delivery', label: 'Delivery' },
            ]}
          />
        )}
        {value.fulfilment === 'delivery' ? (
          <TextInput
            label="Delivery ZIP code"
            withAsterisk
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder="19103"
            value={value.deliveryZip}
            onChange={(e) => set({ deliveryZip: e.currentTarget.value })}
            error={zipError}
            description={deliveryText(offer)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            You collect the order from our kitchen at the time we agree when we call.
          </Text>
        )}
        {offer.gratuity.enabled && (
          <div>
            <Text size="sm" fw={500} mb={4} id="gratuity-label">
              Gratuity for the team
            </Text>
            <SegmentedControl
              aria-labelledby="gratuity-label"
              fullWidth
              value={String(value.gratuityPercent)}
              onChange={(percent) => set({ gratuityPercent: Number(percent) })}
              data={offer.gratuity.choices.map((p) => ({
                value: String(p),
                label: p === 0 ? 'None' : `${p}%`,
              }))}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
